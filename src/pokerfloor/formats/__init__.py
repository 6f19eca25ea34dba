"""File formats at the edge: situation files (rulings) and, later, PHH hand histories.

Readers turn files into the same calls a library user makes; nothing in betting or hand knows
about TOML.
"""
