"""One small module per command: parse options, call the game rules, render the rulings."""
