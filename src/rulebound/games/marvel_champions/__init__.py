"""Marvel Champions: The Card Game (Core Set, first half) with its full rules.

Shape (docs/adding-a-game.md): followed in full; no ``commands.py`` (nothing to add to
the CLI).

Module map (rules first, then cards, then the outside):

* ``cards.py``, ``decks.py``: card facts from ``data/*.toml``; MarvelCDB deck lists and
  the deck-building rules;
* ``model.py`` (card instances, players), ``state.py`` (:class:`~.state.McState`),
  ``machine.py`` (the step registry);
* ``rounds.py``: set-up, the round, the end of the player phase, the villain phase;
* ``turn.py``: a player's turn, playing cards, the ally limit, asking for help;
* ``payment.py``: generating resources and paying costs;
* ``combat.py``: basic powers, enemy attacks and schemes, defenders, boost cards;
* ``damage.py``: damage, defeat, elimination, villain stages, threat;
* ``encounter.py``: revealing encounter cards, Surge, obligations;
* ``timing.py``: interrupt/response windows, forced abilities, resolving abilities;
* ``dsl.py`` + ``ops.py``: the card-ability builder and the ops it is written in;
  ``scripts/<set>.py``: every card's abilities, one module per card set;
* ``player_schemes.py``, ``instances.py``, ``defenders.py``, ``card_types.py``,
  ``encounter_ops.py``, ``event_choice.py``, ``form_change.py``: general rules no Core
  card prints, tested on made-up cards (docs/marvel-champions-general-rules.md);
* ``encoding.py``, ``labels.py``, ``views.py``, ``game.py``: actions, labels, what a
  seat sees, and the registered game ``marvel-champions``.
"""
