"""The abilities of the Awakenings cards beyond the starter sets (see :mod:`.scripts`
for how a card is declared). Facts are in ``data/awakenings.toml``."""

from __future__ import annotations

from typing import Any

from rulebound.games.destiny.abilities import CardAction, Script, Trigger
from rulebound.games.destiny.model import IN_POOL
from rulebound.games.destiny.more_ops import controls_battlefield
from rulebound.games.destiny.ops import matching_characters
from rulebound.games.destiny.scripts import DAMAGE, _activated_this, _played_this, card
from rulebound.games.destiny.set_ops import non_ability_upgrade
from rulebound.games.destiny.state import DestinyState


def _spot(color: str) -> Any:
    def can_play(s: DestinyState, seat: int) -> bool:
        return bool(matching_characters(s, seat, "own", color))

    return can_play


def _opponent_lost_a_character(s: DestinyState, source: int, data: tuple[Any, ...]) -> bool:
    # "defeated" is told of characters only (rules.run_defeat_do): no kind to check
    return data[0] != s.units[source].controller


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


# --- the rest of the set: dice resolved through cards, groups, moved damage --------------


def _grievous_may_grab(s: DestinyState, source: int, data: tuple[Any, ...]) -> bool:
    dying = s.units[data[0]]
    return dying.controller != s.units[source].controller and non_ability_upgrade(s, data[0])


card(
    "01003",  # General Grievous
    Script(
        triggers=(
            Trigger(
                "before",
                "defeated",
                _grievous_may_grab,
                (("grab-upgrade",),),
                optional=True,
                text="General Grievous: take one of its upgrades.",
            ),
        )
    ),
)
card("01036", Script(persistent={"weapon-discount-bare": 1}))  # Padawan
card(
    "01007",  # Commanding Presence
    Script(
        only="red",
        special=(
            ("choose-die", "any", (), "chosen_die", "color:red"),
            (
                "branch-owner",
                "chosen_die",
                (("set", "bonus", 2), ("resolve-via-card", "chosen_die", False)),
                (("remove-die", "chosen_die"),),
            ),
        ),
    ),
)
card(
    "01015",  # Kylo Ren's Lightsaber
    Script(
        only="blue",
        special=(("choose-character", "any", "", "target"), ("keep-die-if-blocked", "target", 2)),
    ),
)
card(
    "01058",  # Force Training
    Script(
        can_play=_spot("blue"),
        special=(
            (
                "choose-n",
                2,
                (
                    (
                        "deal 1 damage to a character",
                        (("choose-character", "any", "", "hit"), ("damage", "hit", 1, "")),
                    ),
                    ("gain 1 resource", (("gain", 1),)),
                    (
                        "give a character 1 shield",
                        (("choose-character", "any", "", "guarded"), ("shield", "guarded", 1)),
                    ),
                ),
            ),
        ),
    ),
)
card("01065", Script(only="yellow", special=(("cunning",),)))  # Cunning
card(
    "01069",  # Closing the Net
    Script(
        event=(
            ("victim-removes", 1),
            ("may", "Put Closing the Net on the bottom of your deck?"),
            ("event-to-deck-bottom",),
        )
    ),
)
card("01072", Script(event=(("probe", 2),)))  # Probe
card(
    "01082",  # Feel Your Anger
    Script(
        event=(
            ("count", "dice:opponent:blank", "x"),
            ("pick-dice", "opponent", "picked", "x", "", True),
            ("remove-picked", "picked"),
        )
    ),
)
card(
    "01083",  # Force Strike
    Script(
        event=(
            ("choose-die", "own", (), "die", "color:blue+can-turn:melee"),
            ("turn-die", "die", "melee"),
            ("may", "Resolve that die?"),
            ("resolve-via-card", "die", False),
        )
    ),
)
card(
    "01086",  # No Mercy
    Script(
        event=(
            ("discard-any-from-hand", "blue", "x"),
            ("copy", "x", "bonus"),
            ("choose-die", "own", DAMAGE, "die", "resolvable"),
            ("resolve-via-card", "die", False),
        )
    ),
)
card(
    "01093",  # Armed to the Teeth
    Script(
        event=(
            ("choose-character", "own", "yellow", "armed"),
            ("discard-upgrades-of", "armed", "x"),
            ("choose-character", "any", "", "target"),
            ("damage", "target", "x", ""),
        )
    ),
)
card(
    "01094",  # Confiscation
    Script(
        event=(
            ("choose-in-play", "upgrade", "opponent", "target", "affordable"),
            ("spend-cost-of", "target"),
            ("return-to-hand", "target"),
        )
    ),
)
card(
    "01095",  # Fight Dirty
    Script(
        event=(
            ("pick-dice", "own", "picked", 0, "color:yellow"),
            ("remove-picked", "picked"),
            ("count", "picked:picked", "x"),
            ("choose-character", "any", "", "target"),
            ("damage", "target", "x", ""),
        )
    ),
)
card(
    "01096",  # Go for the Kill
    Script(
        event=(
            ("set", "unblockable", 1),
            ("choose-die", "own", ("ranged",), "die", "resolvable"),
            ("resolve-via-card", "die", False),
        )
    ),
)
card(
    "01103",  # Commando Raid
    Script(
        event=(
            ("set", "bonus", 2),
            ("choose-die", "own", ("discard",), "die", "color:red+resolvable"),
            ("resolve-via-card", "die", False),
            ("then",),
            ("draw", 1),
        )
    ),
)
card(
    "01104",  # Defensive Position
    Script(
        can_play=controls_battlefield,
        event=(("remove-dice-each", "opponent", (), "min-value:2"),),
    ),
)
card(
    "01107",  # It's a Trap!
    Script(
        event=(
            ("choose-die", "opponent", (), "die", ""),
            ("pick-dice", "own", "picked", 2, "color:red"),
            ("turn-picked-to", "picked", "die"),
        )
    ),
)
card(
    "01111",  # Strategic Planning
    Script(
        event=(
            _choose_one(
                (
                    "ready a support",
                    (
                        ("choose-in-play", "support", "any", "target", "exhausted"),
                        ("set-ready", "target", True),
                    ),
                ),
                (
                    "exhaust a support",
                    (
                        ("choose-in-play", "support", "any", "target", "ready"),
                        ("set-ready", "target", False),
                    ),
                ),
            ),
        )
    ),
)
card(
    "01112",  # Surgical Strike
    Script(
        event=(
            ("pick-dice", "own", "picked", 0, "color:red+shows:ranged"),
            ("sum-picked", "picked", 1, "x"),
            ("remove-picked", "picked"),
            ("choose-in-play", "support", "any", "target", "max-cost:x"),
            ("discard-target", "target"),
        )
    ),
)
card(
    "01114",  # Anticipate
    Script(event=(("opponent-does", (("resolve-any",),)), ("remove-dice-each", "opponent", ()))),
)
card(
    "01116",  # Force Misdirection
    Script(
        event=(
            ("choose-die", "own", (), "die", "color:blue"),
            ("remove-matching", "die", "opponent"),
        )
    ),
)
card(
    "01121",  # Riposte
    Script(
        event=(
            ("choose-character", "own", "shielded", "shielded"),
            ("remove-some-shields", "shielded", "x"),
            ("choose-character", "any", "", "target"),
            ("damage", "target", "x", ""),
        )
    ),
)
card(
    "01122",  # Willpower
    Script(
        event=(
            ("choose-character", "own", "exhausted+damaged", "source_char"),
            ("choose-character", "opponent", "exhausted", "target"),
            ("move-one-damage", "source_char", "target"),
        )
    ),
)
card(
    "01140",  # Firepower
    Script(
        event=(
            ("set", "bonus", 1),
            ("choose-die", "own", ("ranged",), "die", "color:red+resolvable"),
            ("bonus-if-vehicle", "die", 2),
            ("resolve-via-card", "die", False),
        )
    ),
)
card("01143", Script(event=(("activate-any", "non-unique"),)))  # Squad Tactics
card("01147", Script(event=(("spot", "blue"), ("mind-trick",))))  # Mind Trick
card(
    "01148",  # The Power of the Force
    Script(
        event=(
            ("count", "upgrades:own:blue", "set_value"),
            ("choose-die", "own", (), "die", "resolvable"),
            ("resolve-via-card", "die", False),
        )
    ),
)
card("01152", Script(event=(("resolve-any",),)))  # All In
card(
    "01158",  # Disarm
    Script(
        event=(
            ("require-die", "own", "shows:melee/ranged"),
            ("choose-die", "own", DAMAGE, "paid", ""),
            ("die-value", "paid", "x"),
            ("remove-die", "paid"),
            ("choose-in-play", "upgrade", "any", "target", "weapon-or-equipment+max-cost:x"),
            ("discard-target", "target"),
        )
    ),
)


# --- cards played, looked at or moved by other cards ------------------------------------
card("01049", Script(special=(("play-from", "hand+discard", "yellow-event", 99),)))  # Falcon
card("01064", Script(special=(("draw", 2), ("play-from", "hand", "upgrade", 1))))  # Black Market
card("01109", Script(event=(("play-from", "discard", "red-upgrade", 1),)))  # Rearm
card("01169", Script(claim=(("play-from", "hand", "upgrade", 1),)))  # Imperial Armory
card(
    "01125",  # The Force is Strong
    Script(
        actions=(
            CardAction(
                "exhaust",
                (
                    ("choose-card", "self", "hand", "blue", "discard-card", False),
                    ("discard-chosen",),
                    ("play-from", "hand", "same-as-chosen", 99),
                ),
                "discard a Blue card to play another copy of it for free.",
            ),
        )
    ),
)
card(
    "01123",  # Jedi Council
    Script(
        actions=(
            CardAction(
                "exhaust",
                (
                    _choose_one(
                        ("look at the top of your deck", (("jedi-council", "self"),)),
                        ("look at the top of an opponent's deck", (("jedi-council", "opponent"),)),
                    ),
                ),
                "look at the top 2 cards of a deck; discard one, the player draws the other.",
            ),
        )
    ),
)
card(
    "01113",  # Resistance HQ
    Script(
        actions=(
            CardAction(
                "exhaust",
                (
                    ("choose-card", "self", "hand", "", "discard-card", False),
                    ("discard-chosen",),
                    ("choose-character", "any", "", "target"),
                    ("shield", "target", 1),
                    ("ready-unless-paid", 1),
                ),
                "discard a card to give a character 1 shield; it readies unless they pay 1.",
            ),
        )
    ),
)
card(
    "01099",  # Backup Muscle
    Script(
        triggers=(
            Trigger(
                "after",
                "played",
                _played_this,
                (("tokens-on-self", 3),),
                text="Backup Muscle: 3 damage on it.",
            ),
        ),
        actions=(
            CardAction(
                "exhaust",
                (("choose-character", "any", "", "target"), ("move-damage-from-self", "target")),
                "move 1 of its damage onto a character.",
                usable=lambda s, uid: s.units[uid].damage > 0,
            ),
        ),
    ),
)


def _i_disrupted(s: DestinyState, source: int, data: tuple[Any, ...]) -> bool:
    unit = s.units[source]
    return data[0] == unit.controller and data[1] > 0 and unit.ready


card(
    "01100",  # My Kind of Scum
    Script(
        triggers=(
            Trigger(
                "after",
                "disrupted",
                _i_disrupted,
                (("exhaust-self",), ("gain-from-event", 1)),
                optional=True,
                text="My Kind of Scum: exhaust it to gain what they lost.",
            ),
        )
    ),
)
card("01070", Script(event=(("return-defeated", "red+non-unique"),)))  # Endless Ranks
card(
    "01087",  # Pulling the Strings
    Script(
        event=(
            _choose_one(
                ("your deck", (("pull-strings", "self"),)),
                ("an opponent's deck", (("pull-strings", "opponent"),)),
            ),
        )
    ),
)
card(
    "01133",  # Shoot First (Ambush is printed)
    Script(
        event=(
            ("choose-die", "own", ("ranged",), "die", "color:yellow+resolvable"),
            ("resolve-via-card", "die", False),
            ("then",),
            ("choose-die", "opponent", ("ranged",), "removed", ""),
            ("remove-die", "removed"),
        )
    ),
)
