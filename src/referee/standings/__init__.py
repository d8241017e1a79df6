"""Standings over game nights and seasons: summaries of ruled records, folded per player."""
