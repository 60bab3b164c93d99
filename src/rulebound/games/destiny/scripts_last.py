"""The abilities of the last Awakenings cards (see :mod:`.scripts` for how a card is
declared; their ops are in :mod:`.last_ops`). Facts are in ``data/awakenings.toml``."""

from __future__ import annotations

from typing import Any

from rulebound.games.destiny.abilities import Script, Trigger
from rulebound.games.destiny.scripts import _played_this, card
from rulebound.games.destiny.state import DestinyState


def _dealt_damage_with_cards_in_hand(s: DestinyState, source: int, data: tuple[Any, ...]) -> bool:
    return data[0] == source and bool(s.hand[s.units[source].controller])


def _opponent_emptied_hand(s: DestinyState, source: int, data: tuple[Any, ...]) -> bool:
    return data[0] != s.units[source].controller


card(
    "01009",  # Count Dooku
    Script(
        triggers=(
            Trigger(
                "before",
                "damaged",
                _dealt_damage_with_cards_in_hand,
                (
                    ("choose-card", "self", "hand", "", "discard-card", False),
                    ("discard-chosen",),
                    ("self-shield", 1),
                ),
                optional=True,
                text="Count Dooku: discard a card to give him a shield before the damage.",
            ),
        )
    ),
)
card(
    "01027",  # Admiral Ackbar
    Script(
        triggers=(
            Trigger(
                "after",
                "hand-emptied",
                _opponent_emptied_hand,
                (("event-player-damages-own", 2),),
                text="Admiral Ackbar: that opponent deals 2 damage to one of their characters.",
            ),
        )
    ),
)
card("01031", Script(persistent={"x-counts-hand": 1}))  # Launch Bay
card("01050", Script(persistent={"spread-shields": 1}))  # Diplomatic Immunity
card("01110", Script(event=(("opponent-action",), ("end-action-phase",))))  # Retreat
card(
    "01129",  # Hyperspace Jump
    Script(event=(("end-action-phase",), ("switch-battlefield",), ("set-aside-event",))),
)
card(
    "01138",  # Award Ceremony
    Script(
        event=(
            ("spot", "red"),
            ("count", "characters:own:exhausted", "x"),
            ("draw", "x"),
            ("set-aside-from-hand", "x"),
        )
    ),
)
card("01163", Script(persistent={"ambush-to-yellow": 1}))  # Infamous
card(
    "01016",  # Sith Holocron
    Script(
        special=(
            ("choose-card", "self", "hand", "blue-ability-upgrade", "switch-card", False),
            ("switch-with-chosen",),
            ("pay-to-roll-die-of", "switched", 1),
        )
    ),
)
card(
    "01029",  # Poe Dameron
    Script(
        special=(
            ("choose-card", "self", "hand", "", "discard-card", False),
            ("discard-chosen",),
            ("resolve-side-of-chosen",),
            ("chosen-is", "vehicle"),
            ("play-from", "discard", "same-as-chosen", 0),
        )
    ),
)
card(
    "01102",  # Prized Possession
    Script(
        triggers=(
            Trigger(
                "after",
                "played",
                _played_this,
                (("choose-die", "opponent", (), "taken", "character"), ("hold-die", "taken")),
                optional=True,
                text="Prized Possession: take an opponent's character die and keep it here.",
            ),
        )
    ),
)
