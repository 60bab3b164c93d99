"""The games shipped with rulebound, one package each.

Nothing is imported here: each game is declared in the ``rulebound.games`` entry-point
group of ``pyproject.toml`` and the registry imports a game's package only when its id
(or the list of games) is asked for. ``docs/adding-a-game.md`` describes the shape every
game package follows.
"""
