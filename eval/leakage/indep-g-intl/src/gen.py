import random, sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
random.seed(20250304)
import core
import p_zh
mods = [p_zh]
for name in ['p_ja', 'p_de', 'p_fr', 'p_es', 'p_misc1', 'p_misc2', 'p_misc3']:
    try:
        mods.append(__import__(name))
    except ModuleNotFoundError:
        pass
for m in mods:
    m.build()
core.finish()
