"""Marvel Champions: The Card Game (the rules engine is in progress; card data first)."""
