"""A site notice that reports a change to the site's own policies: "We updated our privacy policy
on 26 June", "Notre politique de confidentialité a été mise à jour le 30 mai", "プライバシーポリシー
を6月26日に改定しました".

Such a line is chrome (it states no fact about the world), but it is written in the past tense
about the copy being served: a copy that says the policy was changed on a day after t was served
after that day, and what else it holds may have been edited since t (the time rules: the reading
that makes a page known later wins). A notice announcing a change ahead ("will take effect on")
is not one of these.

A line is a notice when it names a site policy (privacy, cookies, terms, data protection) and a
past-tense change verb, in English or the languages below, within one line.
"""

from __future__ import annotations

import re

__all__ = ["policy_change_notice"]

_POLICY = re.compile(
    r"privacy|cookie|terms\s+of|datenschutz|nutzungsbedingungen|confidentialité|conditions\s+d|"
    r"privacidad|privacidade|informativa|termini|condiciones|termos|"
    r"プライバシー|利用規約|個人情報|隐私|隱私|条款|條款|개인정보|이용약관|integritet|privasi|kebijakan",
    re.IGNORECASE,
)
_CHANGED = re.compile(
    r"\b(?:updated|revised|changed|amended)\b|\bhave\s+(?:updated|revised|changed)\b|"
    r"\baktualisiert\b|\bgeändert\b|\büberarbeitet\b|"
    r"\b(?:a|ont)\s+été\s+(?:mise?s?\s+à\s+jour|modifiée?s?|révisée?s?)|\bavons\s+(?:mis\s+à\s+jour|modifié)|"
    r"\bhemos\s+actualizado\b|\bse\s+actualizó\b|\bfue\s+actualizada\b|"
    r"\babbiamo\s+aggiornato\b|\bè\s+stata\s+aggiornata\b|"
    r"\batualizamos\b|\bfoi\s+atualizada\b|"
    r"\buppdaterade?\b|\bdiperbarui\b|"
    r"改定しました|更新しました|改訂しました|已于.{0,20}更新|已更新|已於.{0,20}更新|개정되었습니다|변경되었습니다|업데이트되었습니다",
    re.IGNORECASE,
)
_AHEAD = re.compile(r"\bwill\b|\bwird\b|\bentrera\b|\bentrará\b|\bentrerà\b|施行予定|将于|將於|시행\s*예정", re.IGNORECASE)
_MAX_LINE = 600  # a banner line is short (bounded time on any page)


def policy_change_notice(line: str) -> bool:
    """Whether a chrome line reports, in the past tense, a change to the site's own policies."""
    text = line[:_MAX_LINE]
    return _POLICY.search(text) is not None and _CHANGED.search(text) is not None and _AHEAD.search(text) is None
