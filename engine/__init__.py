"""The kernel: time types, the injected clock, ids, hashing, errors and settings.

`engine` imports no other asof room.
"""
