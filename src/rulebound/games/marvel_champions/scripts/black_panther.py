"""Black Panther (T'Challa): identity, hero kit and obligation (01040-01049, 01155).

Wakanda Forever! resolves the Special ability of each Black Panther upgrade its player
controls, one step of a sequence after another in the order the player chooses; each
upgrade's Special is stronger when it is the final step. A Special keeps its label, so
a stunned Black Panther's Panther Claws step is canceled like any attack of his
(MC-LABEL-06) and the sequence goes on with the next step.
"""

from __future__ import annotations

from typing import Any

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.dsl import (
    SPECIAL,
    card,
    choose_enemy,
    choose_player,
    choose_scheme,
    damage,
    do,
    draw,
    exhaust_self,
    remove_threat,
    search_deck,
    this_enters,
)
from rulebound.games.marvel_champions.machine import answer, step
from rulebound.games.marvel_champions.rules import controlled, ctype, heal, minions
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.games.marvel_champions.timing import push_ability
from rulebound.kernel.decision import Decision

BLACK_PANTHER = "Black Panther"  # the trait of his Special upgrades
MAX_SHUFFLED = 3  # Ancestral Knowledge


def final(small: int, big: int) -> Any:
    """``big`` if this Special is the final step of its sequence, else ``small``."""
    return lambda s, f: big if f.get("final") else small


card("01040a").plain()  # Black Panther (Retaliate 1: a printed keyword)
card("01040b").setup(  # T'Challa: Foresight
    search_deck("upgrade", BLACK_PANTHER),
    text="Foresight: take a Black Panther upgrade from your deck",
)
card("01041").response(  # Shuri
    "enters-play",
    search_deck("upgrade"),
    when=this_enters,
    text="take an upgrade from your deck into your hand",
)
card("01042").action(  # Ancestral Knowledge
    do("ancestral-knowledge", ()),
    form="alter-ego",
    text="shuffle up to 3 differently named cards from your discard pile into your deck",
)
for code in ("01043a", "01043b", "01043c", "01043d"):  # Wakanda Forever!
    card(code).action(
        do("wakanda-forever"),
        form="hero",
        text="resolve the Special ability of each Black Panther upgrade you control",
    )
card("01044").plain()  # Vibranium (2 wild resources)
card("01045").action(  # The Golden City
    draw(2), cost=(exhaust_self(),), form="alter-ego", text="exhaust it to draw 2 cards"
)
card("01046").special(  # Energy Daggers
    choose_player(),
    do("energy-daggers", final(1, 2)),
    text="deal damage to the villain and each enemy engaged with a player",
)
card("01047").special(  # Panther Claws
    choose_enemy(), damage(final(2, 4)), label="attack", text="deal damage to an enemy"
)
card("01048").special(  # Tactical Genius
    choose_scheme(), remove_threat(final(1, 2)), label="thwart", text="remove threat from a scheme"
)
card("01049").special(  # Vibranium Suit
    choose_enemy(),
    do("move-damage", final(1, 2)),
    label="attack",
    text="move damage from your hero to an enemy",
)
card("01155").revealed(do("obligation", "discard-panther-upgrade"))  # Affairs of State


# --- Wakanda Forever! ----------------------------------------------------------------------


def specials(s: McState, seat: int) -> list[tuple[int, int]]:
    """(upgrade, ability index) of each Black Panther upgrade's Special the seat controls."""
    out = []
    for u in controlled(s, seat):
        if ctype(s, u) != "upgrade" or BLACK_PANTHER not in s.card(u).traits:
            continue
        for k, ab in enumerate(s.game.scripts[s.units[u].card].abilities):
            if ab.kind == SPECIAL:
                out.append((u, k))
    return out


@step("wakanda-forever")
def run_wakanda_forever(s: McState, st: Step) -> Decision | None:
    """Each step is one upgrade's Special; the step resolved last is the final step. An
    upgrade that has left play when its turn would come has no step (MC-SPECIAL-01)."""
    frame = s.frames[st[1]]
    left = [(u, k) for u, k in specials(s, frame["seat"]) if u not in frame.get("done", ())]
    if not left:
        return None
    if len(left) == 1:
        _resolve_step(s, st[1], left[0], last=True)
        return None
    return Decision(
        frame["seat"],
        "wakanda-forever",
        "Wakanda Forever!: which upgrade's Special resolves next?",
        tuple(sorted(enc.uid(u) for u, _ in left)),
    )


@answer("wakanda-forever")
def answer_wakanda_forever(s: McState, st: Step, action: int) -> None:
    frame = s.frames[st[1]]
    use = next((u, k) for u, k in specials(s, frame["seat"]) if u == action - enc.UID)
    _resolve_step(s, st[1], use, last=False)


def _resolve_step(s: McState, fid: int, use: tuple[int, int], last: bool) -> None:
    frame = s.frames[fid]
    frame["done"] = (*frame.get("done", ()), use[0])
    if not last:
        s.push(("wakanda-forever", fid))  # the next step, once this one has resolved
    special = push_ability(s, frame["seat"], use[0], use[1], False, fid)
    s.frames[special]["final"] = last


@step("energy-daggers")
def run_energy_daggers(s: McState, st: Step) -> Decision | None:
    """The villain, then each enemy engaged with the chosen player, takes the damage."""
    from rulebound.games.marvel_champions.damage import push_damage

    frame = s.frames[st[1]]
    seat = frame.get("player", -1)
    if seat < 0:
        frame["ok"] = False
        return None
    n = int(st[2](s, frame))
    for enemy in reversed([s.villain, *minions(s, seat)]):
        push_damage(s, enemy, n, frame["seat"], by_identity=True, source=frame["src"])
    return None


@step("move-damage")
def run_move_damage(s: McState, st: Step) -> Decision | None:
    """Move up to N damage from your hero onto the chosen enemy: it leaves your hero
    (healed, MC-HEAL-03) and is dealt to the enemy by this attack (MC-MOVE-02, -03,
    MC-FAQ-CORE-17: a tough card stops it). With no damage on your hero, nothing moves
    (MC-MOVE-01)."""
    frame = s.frames[st[1]]
    ident = s.players[frame["seat"]].identity
    target = frame.get("target", -1)
    want = int(st[2](s, frame))
    if target < 0 or not s.units[ident].damage:
        frame["ok"] = False
        return None
    frame["moved"] = heal(s, ident, want)
    s.push(("damage", st[1], "target", "moved"))
    return None


# --- Ancestral Knowledge ---------------------------------------------------------------------


def _names(s: McState, seat: int, chosen: tuple[int, ...]) -> list[int]:
    """One card of each name in the discard pile not yet chosen (two versions of Wakanda
    Forever! are one name, MC-FAQ-CORE-16)."""
    taken = {s.name(u) for u in chosen}
    out: dict[str, int] = {}
    for u in s.players[seat].discard:
        if s.name(u) not in taken and s.name(u) not in out:
            out[s.name(u)] = u
    return [out[name] for name in sorted(out)]


@step("ancestral-knowledge")
def run_ancestral_knowledge(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    seat, chosen = frame["seat"], st[2]
    found = _names(s, seat, chosen)
    if len(chosen) >= MAX_SHUFFLED or not found:
        _shuffle_in(s, seat, chosen)
        return None
    s.texts = ("done", *(f"shuffle {s.name(u)} back" for u in found))
    return Decision(
        seat,
        "ancestral-knowledge",
        f"Ancestral Knowledge: choose a card to shuffle into your deck ({len(chosen)} of 3).",
        tuple(enc.option(i) for i in range(len(found) + 1)),
    )


@answer("ancestral-knowledge")
def answer_ancestral_knowledge(s: McState, st: Step, action: int) -> None:
    frame = s.frames[st[1]]
    seat, chosen = frame["seat"], st[2]
    if action == enc.option(0):
        _shuffle_in(s, seat, chosen)
        return
    pick = _names(s, seat, chosen)[action - enc.OPTION - 1]
    s.push(("ancestral-knowledge", st[1], (*chosen, pick)))


def _shuffle_in(s: McState, seat: int, chosen: tuple[int, ...]) -> None:
    p = s.players[seat]
    if not chosen:  # nothing goes in, so the deck is not shuffled (MC-DISCPILE-03)
        s.say(f"{s.player_name(seat)} shuffles no card back into their deck.", kind="info")
        return
    for u in chosen:
        p.discard.remove(u)
        p.deck.append(u)
        s.say(f"{s.player_name(seat)} shuffles {s.name(u)} back into their deck.", kind="info")
    s.rng.shuffle(p.deck)
    s.say(f"{s.player_name(seat)} shuffles their deck.", kind="shuffle")


# --- Affairs of State --------------------------------------------------------------------------


def _panther_upgrades(s: McState, seat: int) -> list[int]:
    return sorted({u for u, _ in specials(s, seat)})


@step("discard-panther-upgrade")
def run_discard_panther_upgrade(s: McState, st: Step) -> Decision | None:
    ups = _panther_upgrades(s, s.frames[st[1]]["seat"])
    if len(ups) <= 1:
        for u in ups:
            _discard(s, u)
        return None
    return Decision(
        s.frames[st[1]]["seat"],
        "discard-card",
        "Choose a Black Panther upgrade you control to discard.",
        tuple(enc.uid(u) for u in ups),
    )


@answer("discard-panther-upgrade")
def answer_discard_panther_upgrade(s: McState, st: Step, action: int) -> None:
    _discard(s, action - enc.UID)


def _discard(s: McState, uid: int) -> None:
    from rulebound.games.marvel_champions.rules import leave_play

    s.say(f"{s.tag(uid)} is discarded.", kind="discard")
    leave_play(s, uid)
