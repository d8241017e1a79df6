"""`python -m referee` runs the same CLI as the `referee` console script."""

from referee.launcher import main

main()
