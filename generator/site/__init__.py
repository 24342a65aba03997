"""The site: renders the hand-written texts (``docs/<lang>/``) and the verified puzzles into
MkDocs sources, one tree per language, and builds them into ``site/<lang>/``."""
