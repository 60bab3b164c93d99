"""Ops for the general wording of abilities (:mod:`.dsl`'s vocabulary, continued).

"Otherwise" (MC-OTHERWISE-01 to -03), "for each … choose" (MC-FOREACH-03, -04),
"each time" (MC-QUALIFY-04), lasting modifiers that double, halve or set a value
(MC-MODIFIER-03, -04, -06) or add up to a cap of their own (MC-MAX-08), and
"each ready character and attachment" (MC-ADJ-01). No Core card says these; the
rules do, so any card may::

    card("X").action(
        otherwise((if_(in_hero_form, damage(2, "identity")),), place_threat(2)),
        text="if you are in hero form, take 2 damage; otherwise place 2 threat",
    )
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from rulebound.games.marvel_champions.dsl import Op
from rulebound.games.marvel_champions.machine import answer, step
from rulebound.games.marvel_champions.model import FORMS
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision

Amount = Any  # an int, a register name, or a function (state, frame) -> int


# --- "otherwise" ---------------------------------------------------------------------------


def otherwise(preceding: tuple[Op, ...], *ops: Op) -> Op:
    """ "<preceding>. Otherwise, <ops>.": ``ops`` resolve only if the preceding effect
    (exactly the ops given, the sentence or clause before "otherwise", MC-OTHERWISE-03)
    resolved not even partially: its condition was not met, or it changed nothing
    (MC-OTHERWISE-01, -02)."""
    return ("otherwise", preceding, ops)


def _snapshot(s: McState) -> tuple[Any, ...]:
    """Everything an effect can change: did the preceding effect resolve at all?"""
    units = tuple(
        (u.in_play, u.host, u.controller, u.damage, u.threat, u.exhausted, u.counters, u.tough)
        for u in s.units
    ) + tuple((u.stunned, u.confused) for u in s.units)
    players = tuple(
        (p.form, tuple(p.hand), tuple(p.deck), tuple(p.discard), p.eliminated) for p in s.players
    )
    zones = (tuple(s.enc_deck), tuple(s.enc_discard), tuple(s.effects), s.accel, s.result)
    return units, players, zones


@step("otherwise")
def run_otherwise(s: McState, st: Step) -> Decision | None:
    fid = st[1]
    s.push(
        *((op[0], fid, *op[1:]) for op in st[2]),
        ("otherwise-check", fid, _snapshot(s), st[3]),
    )
    return None


@step("otherwise-check")
def run_otherwise_check(s: McState, st: Step) -> Decision | None:
    fid = st[1]
    if _snapshot(s) == st[2]:  # the preceding effect did not resolve, even in part
        s.frames[fid]["ok"] = True  # "then" after it asks about the otherwise effect
        s.push(*((op[0], fid, *op[1:]) for op in st[3]))
    return None


def in_form(form: str) -> Callable[[McState, dict[str, Any]], bool]:
    """A condition for ``if_``: the resolving player's identity is in ``form``
    (``"hero"`` or ``"alter-ego"``)."""
    index = FORMS.index(form)
    return lambda s, frame: s.players[frame["seat"]].form == index


def discard_cards_from_hand(n: int) -> tuple[Op, ...]:
    """ "Discard N cards from your hand": each chosen in turn; with fewer, all of them."""
    return (("discard-from-hand",),) * n


# --- "for each … choose" ---------------------------------------------------------------


def for_each(count: Amount, *ops: Op) -> Op:
    """ "For each <counted element>, choose … and <ops>": ``ops`` (with their own
    ``choose``) resolve ``count`` times, counted once as the effect starts; each
    repetition is its own instance, resolved in full (a minion may be defeated,
    responses may follow) before the next chooses again (MC-FOREACH-01, -03)."""
    return ("for-each", count, ops)


@step("for-each")
def run_for_each(s: McState, st: Step) -> Decision | None:
    from rulebound.games.marvel_champions.ops import amount

    fid = st[1]
    times = amount(s, s.frames[fid], st[2])
    s.push(*((op[0], fid, *op[1:]) for _ in range(times) for op in st[3]))
    return None


# --- "each time" ------------------------------------------------------------------------------


def discard_encounter_cards(
    count: Amount, *each_time: Op, match: Callable[[McState, int], bool] | None = None
) -> Op:
    """ "Discard X cards from the encounter deck. Each time <a card matching> is
    discarded this way, <each_time>": the discarding pauses after that card, the
    "each time" ops resolve in full (the card in the register ``found``), then the
    discarding goes on (MC-QUALIFY-04)."""
    return ("discard-encounter", count, match, each_time, -1)


@step("discard-encounter")
def run_discard_encounter(s: McState, st: Step) -> Decision | None:
    from rulebound.games.marvel_champions.ops import amount
    from rulebound.games.marvel_champions.rules import discard_encounter_top

    fid, count, match, each_time, left = st[1], st[2], st[3], st[4], st[5]
    frame = s.frames[fid]
    if left < 0:
        left = amount(s, frame, count)
    while left > 0 and not s.result:
        left -= 1
        uid = discard_encounter_top(s)
        if uid < 0:
            frame["ok"] = False
            return None
        s.say(f"{s.name(uid)} is discarded from the encounter deck.", kind="discard")
        if match is not None and match(s, uid):
            frame["found"] = uid
            s.push(
                *((op[0], fid, *op[1:]) for op in each_time),
                ("discard-encounter", fid, count, match, each_time, left),
            )
            return None
    return None


def engage_found(reg: str = "found") -> Op:
    """ "Put that minion into play engaged with you" (from the encounter discard pile)."""
    return ("engage-found", reg)


@step("engage-found")
def run_engage_found(s: McState, st: Step) -> Decision | None:
    from rulebound.games.marvel_champions.encounter import put_minion

    frame = s.frames[st[1]]
    uid = frame.get(st[2], -1)
    if uid < 0 or uid not in s.enc_discard:
        frame["ok"] = False
        return None
    s.enc_discard.remove(uid)
    put_minion(s, uid, frame["seat"])
    return None


# --- lasting modifiers -------------------------------------------------------------------

# A lasting effect (state.Lasting) on ``stat`` adds; on ``stat + SCALE`` it multiplies
# by amount/2 (4: doubled, 1: halved); on ``stat + SET`` it sets the value.
SCALE, SET = "*", "="


def modify(stat: str, by: Amount, reg: str = "target", until: str = "phase", cap: int = 0) -> Op:
    """ "<The character in reg> gets +N <stat> until the end of the phase (round)";
    ``cap``: "(up to a maximum of +X)", a cap on this ability's own bonus only
    (MC-MAX-08)."""
    return ("lasting-modifier", stat, by, reg, until, cap)


def double(stat: str, reg: str = "target", until: str = "phase") -> Op:
    """ "Double <stat>": applied after every additive modifier (MC-MODIFIER-03)."""
    return ("lasting-modifier", stat + SCALE, 4, reg, until, 0)


def halve(stat: str, reg: str = "target", until: str = "phase") -> Op:
    """ "Halve <stat>" (rounded up, MC-MODIFIER-06)."""
    return ("lasting-modifier", stat + SCALE, 1, reg, until, 0)


def set_to(stat: str, value: Amount, reg: str = "target", until: str = "phase") -> Op:
    """ "<stat> is set to N": overrides every other modifier; the most recent setting
    wins (MC-MODIFIER-04)."""
    return ("lasting-modifier", stat + SET, value, reg, until, 0)


def lose(keyword: str, reg: str = "target", until: str = "phase") -> Op:
    """ "<The card in reg> loses <keyword> until the end of the phase": it works as if
    the card did not have it, and nothing gives it back meanwhile (MC-LOSE-01). For
    keywords with a value (Retaliate 1, Incite 2...)."""
    return ("lasting-modifier", "lose:" + keyword, 0, reg, until, 0)


def blank_text_box(reg: str = "target", until: str = "phase") -> Op:
    """ "Treat the text box of <the card in reg> as blank until the end of the phase":
    its printed abilities, valued keywords and icons do nothing; what other cards give
    it stays (MC-TEXTBOX-01, -02)."""
    return ("lasting-modifier", "blank", 0, reg, until, 0)


@step("lasting-modifier")
def run_lasting(s: McState, st: Step) -> Decision | None:
    from rulebound.games.marvel_champions.ops import _target, amount

    frame = s.frames[st[1]]
    stat, by, reg, until, cap = st[2], st[3], st[4], st[5], st[6]
    target = _target(s, frame, reg)
    if target < 0 or not s.units[target].in_play:
        frame["ok"] = False
        return None
    n = amount(s, frame, by)
    if cap:
        n = min(n, cap)
    s.effects.append((stat, "unit", target, n, until))
    from rulebound.games.marvel_champions.describe import STAT_LABELS

    name = stat.rstrip(SCALE + SET)
    name = dict(STAT_LABELS).get(name, name)  # "ATK", as printed
    if stat == "blank":
        told = "has a blank text box"
    elif stat.startswith("lose:"):
        told = f"loses {stat[5:]}"
    elif stat.endswith(SET):
        told = f"has {name} set to {n}"
    elif stat.endswith(SCALE):
        told = f"has {name} {'doubled' if n > 2 else 'halved'}"
    else:
        told = f"gets {n:+d} {name}"
    s.say(f"{s.tag(target)} {told} until the end of the {until}.", ids=s.ids(target))
    return None


def scaled(s: McState, stat: str, uid: int, value: int) -> int:
    """``value`` (base and additive modifiers) after the lasting effects that double,
    halve (fractions rounded up) or set ``stat`` of ``uid`` (MC-MODIFIER-03, -04,
    -06)."""
    times = 1.0
    setting = None
    for st, scope, target, amount, _ in s.effects:
        if scope != "unit" or target != uid or not st.startswith(stat):
            continue
        n = amount if isinstance(amount, int) else amount(s)  # an amount may follow the game
        if st == stat + SCALE:
            times *= n / 2
        elif st == stat + SET:
            setting = n  # the latest one resolved wins
    if setting is not None:
        return setting
    return math.ceil(value * times)


def choose_lowest_enemy(stat: str, reg: str = "target") -> Op:
    """ "The enemy with the lowest <stat>" (``"scheme"``, ``"attack"``...): a dash is
    compared as 0; the resolving player chooses among those tied (MC-DASH-02)."""
    return ("choose", "enemy-lowest", reg, stat)


# --- several targets -------------------------------------------------------------------------


def choose_several(what: str, n: int = 0, reg: str = "targets") -> Op:
    """ "Choose N <what>" (``what`` as in ``dsl``'s choices: ``"minion"``, ``"enemy"``
    ...): as many as possible, up to N, all chosen before any resolves
    (MC-CHOOSEEL-03); ``n=0``: "any number of", where choosing none means the effect
    does not resolve (MC-CHOOSEEL-04)."""
    return ("choose-several", what, n, reg, ())


def each_chosen(reg: str, *ops: Op, one: str = "target") -> Op:
    """Resolve ``ops`` for each target chosen into ``reg``, one at a time, with the
    target in the register ``one``."""
    return ("each-chosen", reg, ops, one)


@step("choose-several")
def run_choose_several(s: McState, st: Step) -> Decision | None:
    from rulebound.games.marvel_champions import encoding as enc
    from rulebound.games.marvel_champions.ops import candidates

    frame = s.frames[st[1]]
    what, n, reg, chosen = st[2], st[3], st[4], st[5]
    left = [u for u in candidates(s, frame, what, ()) if u not in chosen]
    if n and (len(chosen) == n or not left):
        frame[reg] = chosen
        return None
    if n and len(left) <= n - len(chosen):  # every one left must be chosen
        frame[reg] = (*chosen, *sorted(left))
        return None
    if not n and not left:
        frame[reg] = chosen
        frame["ok"] = frame["ok"] and bool(chosen)
        return None
    count = f"{len(chosen)} of {n}" if n else f"{len(chosen)} so far"
    options = tuple(sorted(enc.uid(u) for u in left))
    return Decision(
        frame["seat"],
        "choose-several",
        f"Choose a target ({count} chosen).",
        options if n else (enc.PASS, *options),
    )


@answer("choose-several")
def answer_choose_several(s: McState, st: Step, action: int) -> None:
    from rulebound.games.marvel_champions import encoding as enc

    frame = s.frames[st[1]]
    if action == enc.PASS:  # "any number": done choosing
        frame[st[4]] = st[5]
        frame["ok"] = frame["ok"] and bool(st[5])  # none chosen: not resolved
        return
    s.push((*st[:5], (*st[5], action - enc.UID)))


@step("each-chosen")
def run_each_chosen(s: McState, st: Step) -> Decision | None:
    fid = st[1]
    reg, ops, one = st[2], st[3], st[4]
    steps: list[Step] = []
    for target in s.frames[fid].get(reg, ()):
        steps.append(("chosen-target", fid, one, target))
        steps += [(op[0], fid, *op[1:]) for op in ops]
    s.push(*steps)
    return None


@step("chosen-target")
def run_chosen_target(s: McState, st: Step) -> Decision | None:
    s.frames[st[1]][st[2]] = st[3]
    return None


# --- "each ready character and attachment" ----------------------------------------------------


def each_ready(*kinds: str, effect: str = "exhaust") -> Op:
    """ "<Exhaust> each ready <kind> and <kind>": the adjective qualifies every noun of
    the list (MC-ADJ-01); ``kinds``: "character", "attachment", "ally", "minion"..."""
    return ("each-ready", kinds, effect)


@step("each-ready")
def run_each_ready(s: McState, st: Step) -> Decision | None:
    from rulebound.games.marvel_champions.rules import ctype

    kinds, effect = st[2], st[3]
    characters = ("hero", "alter_ego", "ally", "minion", "villain")
    for uid in list(s.play):
        u = s.units[uid]
        kind = ctype(s, uid)
        if u.exhausted or not (kind in kinds or ("character" in kinds and kind in characters)):
            continue
        if effect == "exhaust":
            u.exhausted = True
            s.say(f"{s.tag(uid)} is exhausted.", kind="status", ids=s.ids(uid))
    return None
