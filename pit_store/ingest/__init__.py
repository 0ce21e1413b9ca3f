"""Source readers: each turns a file into records (or a price table) or raises `InputError`.

Readers are pure: they never touch the store, so a bad file fails before anything is written.
"""
