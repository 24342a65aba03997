"""Puzzles: templates (YAML) → generation → verification by the engine → tagging.

Generation, verification and tagging are separate steps; duplicates are removed on a canonical
key and every puzzle's ID comes from its content, so a rebuild gives the same IDs.
"""
