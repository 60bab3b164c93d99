"""Card effects, a case the mutation sample of ``card_effects.py`` found untested
(issue 22): an ability that destroys an obstacle next to the character offers only the
obstacles next to it, not the empty hexes around it nor a trap.

The card is Cragheart 122 Rock Tunnel (top: destroy one obstacle next to you, XP 1;
``destroy_obstacle`` in ``data/classes/README.md``). No catalog rule covers this card
extension, so the test names none."""

from __future__ import annotations

from pathlib import Path

from gh_helpers import arena, kind, monster, pick, place
from gh_helpers import turn as start_turn

from rulebound.games.gloomhaven import encoding as enc


def test_rock_tunnel_offers_only_the_obstacle_next_to_the_cragheart(tmp_path: Path) -> None:
    contents = [
        {"hex": [3, 2], "type": "obstacle"},  # next to the Cragheart
        {"hex": [5, 2], "type": "obstacle"},  # two hexes away
        {"hex": [2, 3], "type": "trap"},  # next to it, a trap, not an obstacle
    ]
    s = arena(tmp_path, party="cragheart,brute", contents=contents)
    monster(s, "bandit-guard", (6, 4))
    place(s, 0, (2, 2))
    place(s, 1, (0, 4))
    start_turn(s, 0, "Rock Tunnel", "Avalanche")
    pick(s, "Rock Tunnel: top")
    assert kind(s) == "clear-hex"
    assert s.decision().options == (enc.STOP, enc.HEX + s.game.hex_index[(3, 2)])
    pick(s, "hex 3,2")
    assert (3, 2) not in s.hexmap.obstacles and (5, 2) in s.hexmap.obstacles
    assert (2, 3) in s.traps
