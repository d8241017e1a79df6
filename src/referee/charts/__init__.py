"""Charts of running totals: Unicode in the terminal (no dependency), SVG or PNG with matplotlib."""
