"""referee: a referee and scorer for tabletop word games."""

__version__ = "0.1.0"
