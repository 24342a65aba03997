"""Benchmarks of the rules engine (``make bench``), with an independent CP-SAT check.

Not part of the installed package: run from the repository root as ``python -m bench``.
"""
