"""The abilities of the Awakenings cards beyond the starter sets (see :mod:`.scripts`
for how a card is declared). Facts are in ``data/awakenings.toml``."""

from __future__ import annotations

from typing import Any

from rulebound.games.destiny.abilities import CardAction, Script, Trigger
from rulebound.games.destiny.model import CHARACTER, IN_POOL
from rulebound.games.destiny.more_ops import controls_battlefield
from rulebound.games.destiny.ops import matching_characters
from rulebound.games.destiny.scripts import DAMAGE, _activated_this, _played_this, card
from rulebound.games.destiny.state import DestinyState


def _spot(color: str) -> Any:
    def can_play(s: DestinyState, seat: int) -> bool:
        return bool(matching_characters(s, seat, "own", color))

    return can_play


def _opponent_lost_a_character(s: DestinyState, source: int, data: tuple[Any, ...]) -> bool:
    unit = s.units[data[1]]
    return unit.kind == CHARACTER and data[0] != s.units[source].controller


def _host_unshielded(s: DestinyState, uid: int) -> bool:
    host = s.units[uid].host
    return host >= 0 and s.units[host].shields == 0


def _choose_one(*options: tuple[str, tuple[tuple[Any, ...], ...]], who: str = "self") -> Any:
    return ("choose-one", who, options)


# --- characters -------------------------------------------------------------------------
card("01001", Script(persistent={"guardian-to-non-unique": 1}))  # Captain Phasma
card(
    "01004",  # General Veers
    Script(
        actions=(
            CardAction(
                "remove-die",
                (("choose-die", "own", (), "turned", "support"), ("turn-die", "turned", "")),
                "turn one of your support dice to any side.",
            ),
        )
    ),
)
card(
    "01012",  # Nightsister
    Script(
        actions=(
            CardAction(
                "",
                (("choose-die", "any", (), "die", ""), ("reroll-die", "die"), ("damage-self", 1)),
                "reroll a die, then she takes 1 damage.",
                # only with a die to reroll: the ability must be able to change the game
                usable=lambda s, uid: any(d.where == IN_POOL for d in s.dice),
            ),
        )
    ),
)
card(
    "01019",  # Bala-Tik
    Script(
        triggers=(
            Trigger(
                "after",
                "defeated",
                _opponent_lost_a_character,
                (("ready-self",),),
                optional=True,
                text="Bala-Tik: ready him.",
            ),
        )
    ),
)
card(
    "01020",  # Jabba the Hutt
    Script(
        triggers=(
            Trigger(
                "after",
                "activated",
                _activated_this,
                (("choose-die", "any", (), "rerolled", "color:yellow"), ("reroll-die", "rerolled")),
                optional=True,
                text="Jabba the Hutt: reroll a Yellow die.",
            ),
        )
    ),
)
card("01030", Script())  # Rebel Trooper: Guardian is printed
card(
    "01035",  # Luke Skywalker
    Script(
        triggers=(
            Trigger("after", "activated", _activated_this, (("draw", 1),), text="Luke: draw."),
        )
    ),
)
card("01047", Script())  # Hired Gun: no ability
card(
    "01048",  # Padme Amidala
    Script(
        special=(
            _choose_one(
                ("discard the top card of an opponent's deck", (("mill-deck", "opponent", 1),)),
                (
                    "spend 1 resource to discard their top 2 cards",
                    (("spend", 1), ("mill-deck", "opponent", 2)),
                ),
            ),
        )
    ),
)

# --- upgrades ---------------------------------------------------------------------------
card(
    "01013",  # Force Choke
    Script(
        only="blue",
        special=(
            ("exclude", "host"),
            ("choose-character", "any", "", "target"),
            ("damage", "target", 1, "unblockable"),
            ("then",),
            ("choose-die", "any", (), "turned", "of-target", True),
            ("turn-die", "turned", ""),
        ),
    ),
)
card("01024", Script(special=(("damage-up-to", 3, 1),)))  # Flame Thrower
card(
    "01025",  # Gaffi Stick (Redeploy is printed)
    Script(
        special=(
            ("require-die", "own", ""),
            ("choose-die", "own", ("melee",), "paid", ""),
            ("remove-die", "paid"),
            ("choose-character", "any", "", "target"),
            ("damage", "target", 3, ""),
        )
    ),
)
card(
    "01026",  # On The Hunt
    Script(
        special=(
            ("choose-character", "any", "", "target"),
            ("remove-shields", "target"),
            ("require-die", "any", "of-target"),
            ("may-spend", 1),
            ("choose-die", "any", (), "removed", "of-target"),
            ("remove-die", "removed"),
        )
    ),
)
card("01033", Script(special=(("discard-cheapest",),)))  # Scout
card("01034", Script())  # Survival Gear: no ability
card("01039", Script(only="blue", special=(("distribute-shields", 3),)))  # Force Protection
card(
    "01041",  # Luke Skywalker's Lightsaber
    Script(
        only="blue",
        special=(
            _choose_one(
                (
                    "give a character 2 shields",
                    (("choose-character", "any", "", "target"), ("shield", "target", 2)),
                ),
                (
                    "deal 2 unblockable damage to a character",
                    (
                        ("choose-character", "any", "", "target"),
                        ("damage", "target", 2, "unblockable"),
                    ),
                ),
            ),
        ),
    ),
)
card(
    "01051",  # DL-44 Heavy Blaster Pistol (Ambush is printed)
    Script(
        triggers=(
            Trigger(
                "after",
                "played",
                _played_this,
                (("victim-removes", 1),),
                text="DL-44: an opponent removes one of their dice.",
            ),
        )
    ),
)
card(
    "01052",  # Infiltrate
    Script(special=(("pick-dice", "opponent", "picked", 2), ("reroll-picked", "picked"))),
)
card("01054", Script())  # DH-17 Blaster Pistol: no ability
card(
    "01055",  # IQA-11 Blaster Rifle
    Script(
        special=(("choose-character", "any", "", "target"), ("damage", "target", 2, "unblockable"))
    ),
)
card(
    "01056",  # Promotion
    Script(
        only="red",
        triggers=(
            Trigger(
                "after",
                "played",
                _played_this,
                (("draw", 1),),
                optional=True,
                text="Promotion: draw a card.",
            ),
        ),
    ),
)
card(
    "01062",  # Datapad
    Script(
        special=(
            ("choose-die", "own", (), "turned", "can-turn:no-damage"),
            ("turn-die", "turned", "no-damage"),
        )
    ),
)
card("01063", Script())  # Holdout Blaster: Ambush and Redeploy are printed
card(
    "01066",  # Jetpack
    Script(
        special=(
            ("choose-die", "any", ("melee",), "removed", ""),
            ("remove-die", "removed"),
            ("host-shield", 1),
        )
    ),
)
card(
    "01067",  # Thermal Detonator
    Script(can_play=_spot("yellow"), special=(("damage-each", "opponent", 3), ("discard-self",))),
)
card(
    "01090",  # Hidden In Shadow
    Script(
        actions=(
            CardAction(
                "exhaust",
                (("host-shield", 1),),
                "give its unshielded character 1 shield.",
                usable=_host_unshielded,
            ),
        )
    ),
)

# --- supports ---------------------------------------------------------------------------
card(
    "01005",  # AT-ST
    Script(special=(("choose-in-play", "support", "any", "target"), ("discard-target", "target"))),
)
card(
    "01018",  # Speeder Bike Scout
    Script(
        special=(
            ("choose-die", "any", (), "removed", ""),
            ("remove-die", "removed"),
            ("extra-action",),
        )
    ),
)
card(
    "01032",  # Black One: its die stays in the pool and is rerolled
    Script(
        persistent={"keep-die-in-pool": 1},
        special=(
            ("choose-character", "any", "", "target"),
            ("damage", "target", 1, ""),
            ("reroll-die", "die"),
        ),
    ),
)
card("01053", Script(special=(("battlefield-ability",),)))  # Outpost
card(
    "01076",  # Drudge Work
    Script(
        actions=(
            CardAction(
                "exhaust",
                (
                    ("choose-character", "own", "ready", "target"),
                    ("set-ready", "target", False),
                    ("then",),
                    ("gain", 1),
                ),
                "exhaust one of your characters to gain 1 resource.",
                usable=lambda s, uid: bool(
                    matching_characters(s, s.units[uid].controller, "own", "ready")
                ),
            ),
        )
    ),
)
card("01077", Script(persistent={"opponents-gain-fewer": 1}))  # Local Garrison
card(
    "01135",  # Play the Odds
    Script(
        actions=(
            CardAction(
                "exhaust",
                (
                    ("choose-die", "own", (), "rerolled", "color:yellow"),
                    ("reroll-die", "rerolled"),
                    ("if-shows", "rerolled", "resource"),
                    ("gain", 1),
                ),
                "reroll one of your Yellow dice; on a resource, gain 1 resource.",
            ),
        )
    ),
)
card(
    "01136",  # Street Informants (Ambush is printed)
    Script(actions=(CardAction("exhaust", (("look-hand",),), "look at an opponent's hand."),)),
)
card(
    "01144",  # Supporting Fire
    Script(
        actions=(
            CardAction(
                "exhaust",
                (
                    ("set", "bonus", 1),
                    ("choose-die", "own", ("ranged",), "die", "resolvable"),
                    ("resolve-via-card", "die", False),
                ),
                "resolve one of your dice showing ranged damage, 1 higher.",
            ),
        )
    ),
)

# --- events -----------------------------------------------------------------------------
card(
    "01068",  # Cannon Fodder
    Script(
        event=(
            ("choose-character", "own", "non-unique", "target"),
            ("choose-die", "opponent", DAMAGE, "die", ""),
            ("die-value", "die", "x"),
            ("damage", "target", "x", ""),
            ("then",),
            ("remove-die", "die"),
        )
    ),
)
card(
    "01071",  # Occupation
    Script(can_play=controls_battlefield, event=(("opponent-loses-all",),)),
)
card(
    "01073",  # Sweep the Area
    Script(
        event=(
            ("count", "characters:own:red+ready", "x"),
            ("pick-dice", "opponent", "picked", "x"),
            ("reroll-picked", "picked"),
        )
    ),
)
card("01074", Script(event=(("spot", "red"), ("extra-action",), ("extra-action",))))
card(
    "01079",  # Abandon All Hope
    Script(
        event=(
            _choose_one(
                ("lose all your resources", (("opponent-loses-all",),)),
                ("discard your whole hand", (("opponent-discards-hand",),)),
                who="opponent",
            ),
        )
    ),
)
card("01080", Script(event=(("draw-to-hand-size",),)))  # Boundless Ambition
card(
    "01085",  # Isolation
    Script(
        event=(
            ("spot", "blue"),
            ("choose-die", "any", (), "die", "character"),
            ("remove-die", "die"),
        )
    ),
)
card(
    "01097",  # He Doesn't Like You
    Script(
        event=(
            ("require-die", "opponent", ""),
            ("choose-die", "own", (), "paid", ""),
            ("remove-die", "paid"),
            ("choose-die", "opponent", (), "die", ""),
            ("remove-die", "die"),
        )
    ),
)
card("01098", Script(event=(("discard-down-to-mine",),)))  # Lying in Wait
card(
    "01105",  # Field Medic
    Script(event=(("choose-character", "any", "damaged", "target"), ("heal", "target", 2))),
)
card(
    "01106",  # Hit and Run (Ambush is printed)
    Script(
        event=(("choose-character", "own", "red+ready", "target"), ("activate-target", "target"))
    ),
)
card(
    "01108",  # Natural Talent
    Script(
        event=(
            ("set", "bonus", 1),
            ("choose-die", "own", (), "die", "resolvable"),
            ("resolve-via-card", "die", False),
        )
    ),
)
card(
    "01115",  # Defensive Stance
    Script(event=(("choose-character", "any", "", "target"), ("shield", "target", 2))),
)
card(
    "01118",  # Noble Sacrifice
    Script(
        event=(
            ("choose-character", "own", "blue", "victim"),
            ("defeat-target", "victim"),
            ("choose-character", "any", "ready", "target"),
            ("set-ready", "target", False),
        )
    ),
)
card(
    "01119",  # Patience
    Script(
        event=(
            ("pick-dice", "own", "picked", 0),
            ("remove-picked", "picked"),
            ("count", "picked:picked", "x"),
            ("mill-deck", "opponent", "x"),
        )
    ),
)
card(
    "01120",  # Return of the Jedi
    Script(
        event=(
            ("choose-card", "self", "discard", "blue-event", "fetch-card", False),
            ("chosen-to-hand",),
        )
    ),
)
card("01127", Script(event=(("draw-each", 2),)))  # Don't Get Cocky
card(
    "01131",  # Negotiate
    Script(
        event=(
            ("choose-die", "own", (), "paid", "character"),
            ("remove-die", "paid"),
            ("victim-removes", 2),
        )
    ),
)
card(
    "01134",  # Smuggling
    Script(
        event=(
            ("spot", "yellow"),
            ("choose-card", "self", "hand", "", "discard-card", False),
            ("discard-chosen",),
            ("gain", 1),
        )
    ),
)
card("01139", Script(can_play=controls_battlefield, event=(("distribute-shields", 3),)))  # Dug In
card(
    "01141",  # Leadership
    Script(
        event=(
            ("choose-character", "own", "unique+red+ready", "paid"),
            ("set-ready", "paid", False),
            ("exclude", "paid"),
            ("choose-character", "any", "exhausted", "target"),
            ("set-ready", "target", True),
        )
    ),
)
card(
    "01142",  # Logistics
    Script(
        event=(
            ("spot", "red"),
            ("set", "bonus", 1),
            ("choose-die", "own", ("resource",), "die", "resolvable"),
            ("resolve-via-card", "die", False),
        )
    ),
)
card(
    "01145",  # Deflect
    Script(
        event=(
            ("spot", "blue"),
            ("choose-die", "any", ("ranged",), "die", ""),
            ("die-value", "die", "x"),
            ("remove-die", "die"),
            ("half-up", "x"),
            ("choose-character", "any", "", "target"),
            ("damage", "target", "x", ""),
        )
    ),
)
card(
    "01159",  # Electroshock
    Script(
        event=(
            ("spot", "yellow"),
            ("choose-die", "any", (), "die", "max-value:2"),
            ("remove-die", "die"),
        )
    ),
)
card(
    "01160",  # Reversal
    Script(
        event=(
            ("spot", "yellow"),
            ("choose-die", "any", DAMAGE, "die", ""),
            ("die-value", "die", "x"),
            ("remove-die", "die"),
            ("choose-character", "any", "", "target"),
            ("damage", "target", "x", ""),
        )
    ),
)
card("01161", Script(event=(("spot", "yellow"), ("reroll-each", "opponent"))))  # Scramble

# --- battlefields -----------------------------------------------------------------------
card("01165", Script(claim=(("mill-deck", "opponent", 2),)))  # Command Center
card(
    "01166",  # Echo Base
    Script(claim=(("choose-character", "any", "", "target"), ("shield", "target", 1))),
)
card(
    "01167",  # Emperor's Throne Room
    Script(
        claim=(
            ("choose-die", "own", (), "die", "can-turn:special"),
            ("turn-die", "die", "special"),
            ("may", "Resolve that die?"),
            ("resolve-via-card", "die", False),
        )
    ),
)
card("01170", Script(claim=(("discard-events", 2),)))  # Jedi Temple
card(
    "01172",  # Mos Eisley Spaceport
    Script(
        claim=(
            ("choose-in-play", "upgrade", "own", "target"),
            ("return-to-hand", "target"),
            ("then",),
            ("gain", 1),
        )
    ),
)
card(
    "01173",  # Separatist Base
    Script(
        claim=(
            ("choose-character", "opponent", "", "target", "opponent"),
            ("damage", "target", 1, "unblockable"),
        )
    ),
)
