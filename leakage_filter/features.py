"""Features of one page at one forecast time, for the learned classifier.

Two parts, both computed from the rules' analysis (`rules.analyse`), so the learned classifier
finds dates, zones and tense exactly as the rules do:
- `text`: the page's content and related-module text with every date replaced by tokens saying
  where it falls relative to t and what role it plays ("On zzafter zzfact , Orion reported"), so
  that word n-grams generalise across dates; related lines are prefixed `zzrel`, chrome is left
  out;
- `numeric`: date-relative figures (`NUMERIC_FEATURES`): how many dates fall after t in each role
  and zone, how far the latest stated fact and the page's own date are from t (signed log days),
  update and correction stamps, periods with realised results not over at t, guidance, text
  addressed to automated reviewers, and the rules' own finding counts.
A page the rules cannot analyse (unparseable HTML) gets its raw text, zero figures and
`unanalysable = 1`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import date, datetime

from engine.errors import InputError
from engine.timestamps import ensure_utc
from leakage_filter.rules import Analysis, Observed, analyse
from leakage_filter.verdict import ClassifyContext

__all__ = ["FEATURES_VERSION", "NUMERIC_FEATURES", "PageFeatures", "page_features"]

FEATURES_VERSION = "1"
_TEXT_LIMIT = 20_000  # characters of text kept per page: enough for any article, bounded cost

NUMERIC_FEATURES: tuple[str, ...] = (
    "n_dates",
    "n_content_before",
    "n_fact_after",
    "n_fact_after_sure",
    "n_neutral_after",
    "n_forward_after",
    "n_published_after",
    "n_updated_after",
    "n_correction_after",
    "n_related_after",
    "n_chrome_after",
    "n_inferred_after",
    "n_numeric_after",
    "n_ambiguous_order",
    "n_stamps",
    "n_corrections",
    "latest_fact_days",
    "latest_forward_days",
    "page_days",
    "anchor_store",
    "anchor_url",
    "anchor_byline",
    "anchor_none",
    "n_period_not_over",
    "n_period_after_page",
    "n_guidance_later",
    "n_realised_periods",
    "n_announced_after",
    "injection",
    "chinese",
    "n_related_segments",
    "n_content_segments",
    "n_leak_findings",
    "n_ambiguous_findings",
    "unanalysable",
)


@dataclass(frozen=True, slots=True)
class PageFeatures:
    """The learned classifier's view of one page at one forecast time."""

    text: str
    numeric: dict[str, float]


def _signed_log_days(day: date | None, t: datetime) -> float:
    if day is None:
        return 0.0
    days = (day - t.date()).days
    return math.copysign(math.log1p(abs(days)), days)


def _token(item: Observed) -> str:
    where = "zzafter" if item.surely_after_t else "zznear" if item.after_t else "zzbefore"
    role = {"published": "zzstamp", "updated": "zzstamp", "correction": "zzstamp"}.get(item.role, f"zz{item.role}")
    return f" {where} {role} "


def _text(analysis: Analysis) -> str:
    by_segment: dict[int, list[Observed]] = {}
    for item in analysis.observed:
        by_segment.setdefault(item.segment, []).append(item)
    lines = []
    for index, segment in enumerate(analysis.view.segments):
        if segment.zone == "chrome":
            continue
        text = segment.text
        for item in sorted(by_segment.get(index, []), key=lambda i: -i.mention.start):
            text = text[: item.mention.start] + _token(item) + text[item.mention.end :]
        lines.append(("zzrel " if segment.zone == "related" else "") + text)
    return "\n".join(lines)[:_TEXT_LIMIT]


def _numeric(analysis: Analysis, t: datetime) -> dict[str, float]:
    observed = analysis.observed
    content = [o for o in observed if o.zone == "content"]
    after = [o for o in content if o.after_t]
    codes = [f.code for f in analysis.findings]

    def count(items: list[Observed], role: str) -> float:
        return float(sum(1 for o in items if o.role == role))

    facts = [o.mention.day for o in content if o.role in ("fact", "neutral", "published", "updated", "correction")]
    forward = [o.mention.day for o in content if o.role == "forward"]
    values = {
        "n_dates": math.log1p(len(observed)),
        "n_content_before": math.log1p(sum(1 for o in content if not o.after_t)),
        "n_fact_after": count(after, "fact"),
        "n_fact_after_sure": float(sum(1 for o in after if o.role == "fact" and o.surely_after_t)),
        "n_neutral_after": count(after, "neutral"),
        "n_forward_after": count(after, "forward"),
        "n_published_after": count(after, "published"),
        "n_updated_after": count(after, "updated"),
        "n_correction_after": count(after, "correction"),
        "n_related_after": float(sum(1 for o in observed if o.zone == "related" and o.after_t and o.role != "forward")),
        "n_chrome_after": float(sum(1 for o in observed if o.zone == "chrome" and o.after_t)),
        "n_inferred_after": float(sum(1 for o in after if o.mention.year_inferred)),
        "n_numeric_after": float(sum(1 for o in after if o.mention.kind == "numeric")),
        "n_ambiguous_order": float(sum(1 for o in content if o.mention.kind == "numeric" and o.mention.ambiguous)),
        "n_stamps": float(sum(1 for o in content if o.role in ("published", "updated", "correction"))),
        "n_corrections": count(content, "correction"),
        "latest_fact_days": _signed_log_days(max(facts, default=None), t),
        "latest_forward_days": _signed_log_days(max(forward, default=None), t),
        "page_days": _signed_log_days(analysis.anchor, t) if analysis.anchor_source != "none" else 0.0,
        "anchor_store": float(analysis.anchor_source == "store"),
        "anchor_url": float(analysis.anchor_source == "url"),
        "anchor_byline": float(analysis.anchor_source == "byline"),
        "anchor_none": float(analysis.anchor_source == "none"),
        "n_period_not_over": float(codes.count("period_not_over")),
        "n_period_after_page": float(codes.count("period_after_page_date")),
        "n_guidance_later": float(codes.count("guidance_later_period")),
        "n_realised_periods": float(sum(1 for _, _, role in analysis.periods if role == "realised")),
        "n_announced_after": float(codes.count("announced_after_t")),
        "injection": float(analysis.injection),
        "chinese": float(analysis.chinese),
        "n_related_segments": math.log1p(sum(1 for s in analysis.view.segments if s.zone == "related")),
        "n_content_segments": math.log1p(sum(1 for s in analysis.view.segments if s.zone == "content")),
        "n_leak_findings": float(sum(1 for f in analysis.findings if f.severity == "leak")),
        "n_ambiguous_findings": float(sum(1 for f in analysis.findings if f.severity == "ambiguous")),
        "unanalysable": 0.0,
    }
    return {name: values[name] for name in NUMERIC_FEATURES}


def page_features(content: str, forecast_time: datetime, context: ClassifyContext) -> PageFeatures:
    """The features of `content` at `forecast_time` (see the module docstring)."""
    t = ensure_utc(forecast_time, field="forecast_time")
    try:
        analysis = analyse(content, t, context)
    except InputError:
        numeric = dict.fromkeys(NUMERIC_FEATURES, 0.0)
        numeric["unanalysable"] = 1.0
        return PageFeatures(text=content[:_TEXT_LIMIT], numeric=numeric)
    return PageFeatures(text=_text(analysis), numeric=_numeric(analysis, t))
