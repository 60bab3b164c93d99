"""The abilities of every Awakenings card we ship, one entry per card code.

Facts (cost, dice, colour...) are in ``data/awakenings.toml``; here is only what
each card *does*, written with the ops of :mod:`.ops` plus a few card-specific
steps defined at the end of this module. To add a card: add its facts to the
data file, declare its script here, and add a test that shows it firing.
"""

from __future__ import annotations

from typing import Any

from rulebound.games.destiny import encoding as enc
from rulebound.games.destiny.abilities import SCRIPTS, CardAction, Script, Trigger
from rulebound.games.destiny.dice_rules import push_group
from rulebound.games.destiny.machine import answer, step
from rulebound.games.destiny.model import CHARACTER, IN_POOL, SET_ASIDE, UPGRADE
from rulebound.games.destiny.rules import (
    abort_frame,
    can_activate,
    deal_damage,
    discard_unit,
    foe,
    heal,
    opponents,
    random_discard,
    remove_die,
    reroll,
    roll_into_pool,
)
from rulebound.games.destiny.state import DestinyState
from rulebound.games.destiny.state import Step as StateStep
from rulebound.kernel.decision import Decision

DAMAGE = ("melee", "ranged")


def _activated_this(s: DestinyState, source: int, data: tuple[Any, ...]) -> bool:
    return data[1] == source


def _opponent_activated(s: DestinyState, source: int, data: tuple[Any, ...]) -> bool:
    activated = s.units[data[1]]
    return (
        activated.kind == CHARACTER
        and data[0] != s.units[source].controller
        and can_activate(s, source)
    )


def _played_this(s: DestinyState, source: int, data: tuple[Any, ...]) -> bool:
    return data[2] == source


def _upgrade_played_on_this(s: DestinyState, source: int, data: tuple[Any, ...]) -> bool:
    return data[3] == source and data[0] == s.units[source].controller


def _played_ambush(s: DestinyState, source: int, data: tuple[Any, ...]) -> bool:
    return data[0] == s.units[source].controller and data[4]  # printed or granted Ambush


def _shields_for_this(s: DestinyState, source: int, data: tuple[Any, ...]) -> bool:
    return data[0] == source and s.units[source].shields > 0


def _host_defeated(s: DestinyState, source: int, data: tuple[Any, ...]) -> bool:
    return s.units[source].kind == UPGRADE and data[0] == s.units[source].host


def _more_ready_characters(s: DestinyState, seat: int) -> bool:
    def ready(who: int) -> int:
        return sum(1 for u in s.characters(who) if s.units[u].ready)

    return any(ready(seat) > ready(p) for p in opponents(s, seat))  # any opponent


def card(code: str, script: Script) -> None:
    if code in SCRIPTS:
        raise ValueError(f"card {code} scripted twice")
    SCRIPTS[code] = script


# --- characters -------------------------------------------------------------------------
card("01002", Script())  # First Order Stormtrooper: no ability
card(
    "01010",  # Darth Vader, Sith Lord
    Script(
        triggers=(
            Trigger(
                "after",
                "activated",
                _activated_this,
                (
                    ("choose-card", "opponent", "hand", "", "discard-card", False),
                    ("discard-chosen",),
                ),
                optional=True,
                text="Darth Vader: make an opponent choose and discard a card.",
            ),
        )
    ),
)
card(
    "01011",  # Kylo Ren, Vader's Disciple
    Script(
        special=(
            ("choose-character", "opponent", "", "target"),
            ("then",),
            ("look-random-card", "x"),
            ("damage", "target", "x", ""),
        )
    ),
)
card(
    "01021",  # Jango Fett
    Script(
        triggers=(
            Trigger(
                "after",
                "activated",
                _opponent_activated,
                (("activate-self",),),
                optional=True,
                text="Jango Fett: activate him too.",
            ),
        )
    ),
)
card(
    "01022",  # Tusken Raider
    Script(
        triggers=(
            Trigger(
                "after",
                "activated",
                _activated_this,
                (
                    ("require-die", "own", "resolvable-of-source"),
                    ("choose-card", "self", "hand", "", "discard-card", False),
                    ("discard-chosen",),
                    ("choose-die", "own", (), "die", "resolvable-of-source"),
                    ("resolve-via-card", "die", False),
                ),
                optional=True,
                text="Tusken Raider: discard a card to resolve one of its dice.",
            ),
        )
    ),
)
card(
    "01028",  # Leia Organa
    Script(
        actions=(
            CardAction(
                "remove-die",
                (("pick-dice", "own", "picked", 2), ("reroll-picked", "picked")),
                "reroll up to 2 of your dice.",
            ),
        )
    ),
)
card(
    "01037",  # Qui-Gon Jinn
    Script(
        triggers=(
            Trigger(
                "before",
                "gain-shields",
                _shields_for_this,
                (
                    ("remove-own-shield",),
                    ("choose-character", "any", "", "target"),
                    ("damage", "target", 1, ""),
                ),
                optional=True,
                text="Qui-Gon Jinn: remove 1 of his shields to deal 1 damage to a character.",
            ),
        )
    ),
)
card(
    "01038",  # Rey
    Script(
        triggers=(
            Trigger(
                "after",
                "played",
                _upgrade_played_on_this,
                (("extra-action",),),
                optional=True,
                text="Rey: take one additional action.",
            ),
        )
    ),
)
card("01045", Script(persistent={"attach-any-weapon": 1}))  # Finn (deck rule: decks.py)
card(
    "01046",  # Han Solo
    Script(
        triggers=(
            Trigger(
                "after",
                "played",
                _played_ambush,
                (("self-shield", 1),),
                optional=True,
                text="Han Solo: give him 1 shield.",
            ),
        )
    ),
)

# --- upgrades ---------------------------------------------------------------------------
card("01008", Script(special=(("distribute", 2),)))  # F-11D Rifle (Redeploy is printed)
card(
    "01014",  # Immobilize
    Script(
        only="blue",
        actions=(
            CardAction(
                "remove-die",
                (("choose-die", "any", (), "die", "can-turn:blank"), ("turn-die", "die", "blank")),
                "turn a die to a blank side.",
            ),
        ),
    ),
)
card("01017", Script(special=(("damage-each", "opponent", 2), ("discard-self",))))
card(
    "01023",  # Crime Lord
    Script(
        only="yellow",
        special=(
            ("spend", 5),
            ("choose-character", "any", "", "target"),
            ("delayed-defeat", "target"),
        ),
    ),
)
card(
    "01040",  # Jedi Robes
    Script(
        triggers=(
            Trigger("after", "played", _played_this, (("robes",),), text="Jedi Robes: shield."),
        )
    ),
)
card(
    "01042",  # One With The Force
    Script(
        only="blue",
        triggers=(
            Trigger(
                "before",
                "defeated",
                _host_defeated,
                (("become-support",),),
                text="One With The Force becomes a support.",
            ),
        ),
    ),
)
card(
    "01044",  # Rey's Staff
    Script(special=(("choose-die", "any", DAMAGE, "die", ""), ("remove-die", "die"))),
)
card(
    "01057",  # Force Throw
    Script(
        only="blue",
        special=(
            ("choose-die", "any", (), "die", ""),
            ("die-value", "die", "x"),
            ("remove-die", "die"),
            ("choose-character", "any", "", "target"),
            ("damage", "target", "x", ""),
        ),
    ),
)
card(
    "01059",  # Lightsaber (Redeploy is printed)
    Script(
        special=(("choose-character", "any", "", "target"), ("damage", "target", 2, "unblockable"))
    ),
)
card(
    "01060",  # Mind Probe
    Script(
        only="blue",
        special=(
            ("choose-character", "opponent", "", "target"),
            ("count-opponent-hand", "x"),
            ("damage", "target", "x", ""),
        ),
    ),
)
card(
    "01061",  # Comlink
    Script(
        triggers=(
            Trigger(
                "after",
                "played",
                _played_this,
                (("comlink",),),
                optional=True,
                text="Comlink: reroll your dice or an opponent's.",
            ),
        )
    ),
)
card("01078", Script(persistent={"guardian-to-host": 1}))  # Personal Escort
card(
    "01137",  # Second Chance
    Script(
        only="yellow",
        triggers=(
            Trigger(
                "before",
                "defeated",
                _host_defeated,
                (("second-chance",),),
                replacement=True,
                text="Second Chance: heal 5 instead of being defeated.",
            ),
        ),
    ),
)
card(
    "01164",  # Hunker Down
    Script(
        persistent={"discard-on-melee": 1},
        actions=(CardAction("exhaust", (("host-shield", 1),), "give its character 1 shield."),),
    ),
)

# --- supports ---------------------------------------------------------------------------
card("01006", Script(special=(("remove-shields-each", "opponent"),)))  # First Order TIE Fighter
card(
    "01043",  # BB-8
    Script(persistent={"keep-die-in-pool": 1}, special=(("bb8",),)),
)
card("01088", Script(persistent={"hand-size": 1}))  # Emperor's Favor
card(
    "01089",  # Power of the Dark Side
    Script(
        actions=(
            CardAction(
                "exhaust",
                (
                    ("choose-die", "own", (), "die", ""),
                    ("reroll-die", "die"),
                    ("if-blank", "die"),
                    ("choose-character", "any", "", "target"),
                    ("damage", "target", 2, "unblockable"),
                ),
                "reroll one of your dice; on a blank, deal 2 unblockable damage.",
            ),
        )
    ),
)
card("01101", Script(actions=(CardAction("exhaust", (("gain", 1),), "gain 1 resource."),)))
card(
    "01124",  # Awakening
    Script(
        actions=(
            CardAction(
                "exhaust",
                (
                    ("choose-die", "own", (), "die", "modified-resolvable"),
                    ("resolve-unmodified", "die"),
                ),
                "resolve a modifier die as if it were not one.",
            ),
        )
    ),
)
card("01150", Script(persistent={"reduce-blue-upgrade": 1}))  # It Binds All Things

# --- events -----------------------------------------------------------------------------
card(
    "01075",  # The Best Defense...
    Script(
        event=(
            ("choose-character", "own", "red", "target"),
            ("damage", "target", 3, ""),
            ("pick-dice", "opponent", "picked", 2),
            ("remove-picked", "picked"),
        )
    ),
)
card(
    "01081",  # Enrage
    Script(
        event=(
            ("choose-character", "own", "blue", "target"),
            ("damage", "target", 1, ""),
            ("gain", 1),
        )
    ),
)
card(
    "01084",  # Intimidate
    Script(event=(("choose-character", "any", "", "target"), ("remove-shields", "target"))),
)
card("01091", Script(event=(("turn-blanks",),)))  # Nowhere to Run
card(
    "01092",  # Ace in the Hole
    Script(
        event=(
            ("choose-card", "self", "hand", "yellow-upgrade", "discard-card", False),
            ("discard-chosen",),
            ("roll-chosen-die",),
        )
    ),
)
card(
    "01117",  # Heroism
    Script(
        event=(
            ("choose-character", "own", "unique", "target"),
            ("choose-die", "opponent", DAMAGE, "die", ""),
            ("die-value", "die", "x"),
            ("damage", "target", "x", ""),
            ("then",),
            ("remove-die", "die"),
        )
    ),
)
card(
    "01126",  # Daring Escape (Ambush is printed)
    Script(
        event=(
            ("pick-dice", "opponent", "picked", 0),
            ("reroll-picked", "picked"),
            ("remove-dice-each", "opponent", ("blank",)),
        )
    ),
)
card("01128", Script(event=(("move-damage", 2),)))  # Draw Attention
card("01130", Script(event=(("wookiee",),)))  # Let The Wookiee Win
card(
    "01132",  # Scavenge
    Script(
        event=(
            ("mill", 3),
            ("then",),
            ("choose-card", "self", "discard", "upgrade-or-support", "fetch-card", True),
            ("chosen-to-hand",),
        )
    ),
)
card("01146", Script(event=(("reroll-all",),)))  # Disturbance in the Force
card(
    "01149",  # Use The Force
    Script(event=(("spot", "blue"), ("choose-die", "any", (), "die", ""), ("turn-die", "die", ""))),
)
card(
    "01151",  # Aim
    Script(
        event=(("choose-die", "own", (), "die", "can-turn:ranged"), ("turn-die", "die", "ranged"))
    ),
)
card("01153", Script(event=(("remove-dice-each", "opponent", ("melee",)),)))  # Block
card(
    "01154",  # Close Quarters Assault
    Script(event=(("count-own-dice", ("melee",), "x"), ("random-discard", "x"))),
)
card("01155", Script(event=(("remove-dice-each", "opponent", ("ranged",)),)))  # Dodge
card(
    "01156",  # Flank
    Script(
        can_play=_more_ready_characters,
        event=(("choose-die", "opponent", (), "die", ""), ("remove-die", "die")),
    ),
)
card(
    "01157",  # Take Cover
    Script(event=(("choose-character", "any", "", "target"), ("shield", "target", 1))),
)
card(
    "01162",  # Unpredictable (Ambush is printed)
    Script(event=(("choose-die", "any", (), "die", ""), ("reroll-die", "die"))),
)

# --- battlefields -----------------------------------------------------------------------
card(
    "01168",  # Frozen Wastes
    Script(claim=(("choose-die", "any", (), "die", "character"), ("remove-die", "die"))),
)
card(
    "01171",  # Rebel War Room
    Script(
        claim=(
            ("choose-die", "own", (), "die", "resolvable-free"),
            ("resolve-via-card", "die", True),
        )
    ),
)
card(
    "01174",  # Starship Graveyard
    Script(
        claim=(
            ("choose-card", "self", "discard", "upgrade-or-support", "graveyard", False),
            ("chosen-to-deck-top",),
        )
    ),
)


# === card-specific steps ================================================================


def _frame(s: DestinyState, st: StateStep) -> dict[str, Any]:
    return s.frames[st[1]]


@step("look-random-card")
def run_look_random_card(s: DestinyState, st: StateStep) -> Decision | None:
    """Kylo Ren: look at a random card in the opponent's hand; its cost is X."""
    frame = _frame(s, st)
    hand = s.hand[foe(s, frame)]
    if not hand:
        frame["ok"] = False
        frame[st[2]] = 0
        return None
    looked = hand[s.rng.randbelow(len(hand))]
    frame[st[2]] = s.cards[looked].cost
    # A card in another hand: told by name, with no id (its id would be hidden).
    looked_text = f"You look at {s.cards[looked].name} (cost {s.cards[looked].cost})."
    s.say(looked_text, frame["seat"], kind="reveal")
    s.say(
        f"{s.player_name(frame['seat'])} looks at a card costing {s.cards[looked].cost}.",
        kind="reveal",
    )
    return None


@step("activate-self")
def run_activate_self(s: DestinyState, st: StateStep) -> Decision | None:
    source = _frame(s, st)["source"]
    if can_activate(s, source):
        s.push(("activate", 0, source))
    return None


@step("resolve-via-card")
def run_resolve_via_card(s: DestinyState, st: StateStep) -> Decision | None:
    """Resolve one die through a card: no modifiers (SWD-CARDRES-04); ``free`` skips
    its cost (SWD-FREE-01), otherwise it is paid (SWD-CARDRES-02)."""
    die_id = _frame(s, st).get(st[2], -1)
    if die_id >= 0 and s.dice[die_id].where == IN_POOL:
        push_group(s, st[1], die_id, (), free=st[3])
    return None


@step("resolve-unmodified")
def run_resolve_unmodified(s: DestinyState, st: StateStep) -> Decision | None:
    die_id = _frame(s, st).get(st[2], -1)
    if die_id >= 0 and s.dice[die_id].where == IN_POOL:
        push_group(s, st[1], die_id, (), unmodified=True)
    return None


@step("remove-own-shield")
def run_remove_own_shield(s: DestinyState, st: StateStep) -> Decision | None:
    source = _frame(s, st)["source"]
    if s.units[source].shields <= 0:
        abort_frame(s, st[1])
        return None
    s.units[source].shields -= 1
    s.say(f"{s.name(source)} removes 1 of his shields.", kind="shield", ids=s.unit_ids(source))
    return None


@step("distribute")
def run_distribute(s: DestinyState, st: StateStep) -> Decision | None:
    """F-11D Rifle: the opponent assigns N damage among their own characters, one point
    at a time, then it is all dealt at once; a character may be assigned more than it
    can take (over-kill, SWD-DEFEAT-03, SWD-EX-22)."""
    frame = _frame(s, st)
    victim = foe(s, frame)
    left, assigned = st[2], st[3] if len(st) > 3 else ()
    targets = s.characters(victim)
    if left <= 0 or not targets:
        for uid in sorted(set(assigned), key=assigned.index):
            deal_damage(s, uid, assigned.count(uid))
        return None
    return Decision(
        victim,
        "distribute-damage",
        f"Assign 1 damage ({left} left) to which of your characters?",
        tuple(enc.unit(u) for u in targets),
    )


@answer("distribute")
def answer_distribute(s: DestinyState, st: StateStep, action: int) -> None:
    assigned = st[3] if len(st) > 3 else ()
    s.push(("distribute", st[1], st[2] - 1, (*assigned, action - enc.UNIT)))


@step("spend")
def run_spend(s: DestinyState, st: StateStep) -> Decision | None:
    frame = _frame(s, st)
    if s.resources[frame["seat"]] < st[2]:
        s.say(
            f"Not enough resources to spend {st[2]}: no effect.",
            kind="ability",
            ids=s.source_ids(st[1]),
        )
        abort_frame(s, st[1])
        return None
    s.resources[frame["seat"]] -= st[2]
    s.say(f"{s.player_name(frame['seat'])} spends {st[2]} resources.", kind="resource")
    return None


@step("delayed-defeat")
def run_delayed_defeat(s: DestinyState, st: StateStep) -> Decision | None:
    """Crime Lord: a delayed effect, defeating the character after the round
    (SWD-DELAYED-01, -02)."""
    frame = _frame(s, st)
    uid = frame.get(st[2], -1)
    if uid >= 0:
        s.delayed.append(("defeat", frame["seat"], uid))
        s.say(
            f"{s.name(uid)} will be defeated after this round ends.",
            kind="status",
            ids=s.unit_ids(uid),
        )
    return None


@step("robes")
def run_robes(s: DestinyState, st: StateStep) -> Decision | None:
    s.push(("host-shield", st[1], 2 if s.round == 1 else 1))
    return None


@step("die-value")
def run_die_value(s: DestinyState, st: StateStep) -> Decision | None:
    """X = the value showing on a die (specials and blanks are 0, SWD-VALUE-02)."""
    frame = _frame(s, st)
    die_id = frame.get(st[2], -1)
    frame[st[3]] = s.face_value(die_id) if die_id >= 0 else 0
    return None


@step("count-opponent-hand")
def run_count_opponent_hand(s: DestinyState, st: StateStep) -> Decision | None:
    frame = _frame(s, st)
    frame[st[2]] = len(s.hand[foe(s, frame)])
    return None


@step("comlink")
def run_comlink(s: DestinyState, st: StateStep) -> Decision | None:
    frame = _frame(s, st)
    return Decision(
        frame["seat"],
        "comlink",
        "Comlink: reroll any number of your dice, or of an opponent's?",
        (enc.option(0), enc.option(1)),
    )


@answer("comlink")
def answer_comlink(s: DestinyState, st: StateStep, action: int) -> None:
    scope = "own" if action == enc.option(0) else "opponent"
    s.push(("pick-dice", st[1], scope, "picked", 0), ("reroll-picked", st[1], "picked"))


@step("second-chance")
def run_second_chance(s: DestinyState, st: StateStep) -> Decision | None:
    """Instead of the defeat: heal 5 and discard this upgrade (SWD-REPLACE-02, -03)."""
    source = _frame(s, st)["source"]
    host = s.units[source].host
    if host < 0 or host in s.saved:
        return None
    s.say(
        f"Second Chance: {s.name(host)} is not defeated.",
        kind="ability",
        ids=s.unit_ids(source, host),
    )
    s.saved.append(host)
    heal(s, host, 5)
    discard_unit(s, source)
    return None


@step("bb8")
def run_bb8(s: DestinyState, st: StateStep) -> Decision | None:
    """BB-8: reroll this die and one of your other dice (chosen first, then both roll)."""
    frame = _frame(s, st)
    own = frame.get("die", -1)
    others = [d for d in s.pool(frame["seat"]) if d != own]
    if not others:
        reroll(s, [own] if own >= 0 and s.dice[own].where == IN_POOL else [])
        return None
    return Decision(
        frame["seat"],
        "choose-die",
        "BB-8: reroll which other die with it?",
        tuple(enc.die(d) for d in others),
    )


@answer("bb8")
def answer_bb8(s: DestinyState, st: StateStep, action: int) -> None:
    own = _frame(s, st).get("die", -1)
    reroll(s, [own, action - enc.DIE] if own >= 0 else [action - enc.DIE])


@step("if-blank")
def run_if_blank(s: DestinyState, st: StateStep) -> Decision | None:
    die_id = _frame(s, st).get(st[2], -1)
    if die_id < 0 or s.dice[die_id].face.symbol != "blank":
        abort_frame(s, st[1])
    return None


@step("remove-picked")
def run_remove_picked(s: DestinyState, st: StateStep) -> Decision | None:
    for d in _frame(s, st).get(st[2], ()):
        remove_die(s, d)
    return None


@step("turn-blanks")
def run_turn_blanks(s: DestinyState, st: StateStep) -> Decision | None:
    """Nowhere to Run: turn each of your dice showing a blank to any side."""
    seat = _frame(s, st)["seat"]
    blanks = [d for d in s.pool(seat) if s.dice[d].face.symbol == "blank"]
    s.push(*(("turn-to", st[1], d, "") for d in blanks))
    return None


@step("move-damage")
def run_move_damage(s: DestinyState, st: StateStep) -> Decision | None:
    """Draw Attention: move up to N damage between two of your characters; moved
    damage ignores shields and is not "taken" (SWD-MOVE-01, -02)."""
    frame = _frame(s, st)
    seat = frame["seat"]
    stage = frame.get("stage", 0)
    own = s.characters(seat)
    if stage == 0:
        sources = [u for u in own if s.units[u].damage > 0]
        if not sources or len(own) < 2:
            return None
        return Decision(
            seat,
            "move-from",
            "Move damage from which character?",
            tuple(enc.unit(u) for u in sources),
        )
    if stage == 1:
        targets = [u for u in own if u != frame["from"]]
        return Decision(
            seat,
            "move-to",
            "Move the damage onto which character?",
            tuple(enc.unit(u) for u in targets),
        )
    most = min(st[2], s.units[frame["from"]].damage)
    return Decision(
        seat,
        "move-amount",
        "Move how much damage?",
        tuple(enc.option(k) for k in range(1, most + 1)),
    )


@answer("move-damage")
def answer_move_damage(s: DestinyState, st: StateStep, action: int) -> None:
    frame = _frame(s, st)
    stage = frame.get("stage", 0)
    if stage == 0:
        frame["from"] = action - enc.UNIT
    elif stage == 1:
        frame["to"] = action - enc.UNIT
    else:
        n = action - enc.OPTION
        src, dst = s.units[frame["from"]], s.units[frame["to"]]
        src.damage -= n
        dst.damage += n
        s.say(
            f"{n} damage moves from {s.name(src.uid)} to {s.name(dst.uid)}.",
            kind="damage",
            ids=s.unit_ids(src.uid, dst.uid),
        )
        if dst.damage >= s.cards[dst.card].health:
            dst.damage = s.cards[dst.card].health
            s.push(("defeat", 0, dst.uid))
        return
    frame["stage"] = stage + 1
    s.push(st)


@step("wookiee")
def run_wookiee(s: DestinyState, st: StateStep) -> Decision | None:
    """Let The Wookiee Win: the opponent picks either option, even one with no effect
    (SWD-CHOOSE-01, -02)."""
    victim = foe(s, _frame(s, st))
    return Decision(
        victim,
        "choose-either",
        "Deal one of your exhausted characters 2 damage (1), or remove 2 of your dice (2)?",
        (enc.option(0), enc.option(1)),
    )


@answer("wookiee")
def answer_wookiee(s: DestinyState, st: StateStep, action: int) -> None:
    fid = st[1]
    if action == enc.option(0):
        s.push(
            ("choose-character", fid, "opponent", "exhausted", "target", "opponent"),
            ("damage", fid, "target", 2, ""),
        )
    else:
        s.push(("victim-removes", fid, 2))


@step("victim-removes")
def run_victim_removes(s: DestinyState, st: StateStep) -> Decision | None:
    victim = foe(s, _frame(s, st))
    pool = s.pool(victim)
    if st[2] <= 0 or not pool:
        return None
    return Decision(
        victim,
        "remove-own-die",
        f"Remove one of your dice ({st[2]} left).",
        tuple(enc.die(d) for d in pool),
    )


@answer("victim-removes")
def answer_victim_removes(s: DestinyState, st: StateStep, action: int) -> None:
    remove_die(s, action - enc.DIE)
    s.push(("victim-removes", st[1], st[2] - 1))


@step("mill")
def run_mill(s: DestinyState, st: StateStep) -> Decision | None:
    """Scavenge: discard the top N cards; fewer than N is not fully resolved (SWD-EX-16)."""
    frame = _frame(s, st)
    seat = frame["seat"]
    top = s.deck[seat][: st[2]]
    del s.deck[seat][: st[2]]
    s.discard[seat].extend(top)
    s.say(
        f"{s.player_name(seat)} discards {', '.join(s.cards[c].name for c in top) or 'nothing'}.",
        kind="reveal",
        ids=s.card_ids(*top),
    )
    if len(top) < st[2]:
        frame["ok"] = False
    return None


@step("reroll-all")
def run_reroll_all(s: DestinyState, st: StateStep) -> Decision | None:
    reroll(s, [d.id for d in s.dice if d.where == IN_POOL])
    return None


@step("count-own-dice")
def run_count_own_dice(s: DestinyState, st: StateStep) -> Decision | None:
    frame = _frame(s, st)
    frame[st[3]] = sum(1 for d in s.pool(frame["seat"]) if s.dice[d].face.symbol in st[2])
    return None


@step("random-discard")
def run_random_discard(s: DestinyState, st: StateStep) -> Decision | None:
    frame = _frame(s, st)
    random_discard(s, foe(s, frame), int(frame.get(st[2], 0)))
    return None


@step("roll-chosen-die")
def run_roll_chosen_die(s: DestinyState, st: StateStep) -> Decision | None:
    """Ace in the Hole: the discarded upgrade's die rolls into the pool and is set aside
    once resolved or removed; its special still works (SWD-SPECABIL-03, SWD-EX-09)."""
    frame = _frame(s, st)
    seat, card_index = frame["seat"], frame.get("chosen", -1)
    for die in s.dice:
        if die.owner == seat and die.card == card_index and die.where == SET_ASIDE:
            die.ace = True  # a set-aside die is on no card already (unit -1)
            roll_into_pool(s, die.id)
            break
    return None


# The cards beyond the starter sets, declared the same way (they use ``card`` above).
from rulebound.games.destiny import scripts_last, scripts_more  # noqa: E402, F401
