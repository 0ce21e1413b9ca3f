import os
R = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
h = open(os.path.join(R, 'src', 'notes_header.md'), encoding='utf-8').read()
a = open(os.path.join(R, 'src', 'audit.txt'), encoding='utf-8').read()
open(os.path.join(R, 'NOTES.md'), 'w', encoding='utf-8').write(h + '\n' + a)
