"""She-Hulk (Jennifer Walters): identity, hero kit and obligation (01019-01028, 01160)."""

from __future__ import annotations

from typing import Any

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.dsl import (
    card,
    choose_enemy,
    choose_scheme,
    damage,
    discard_self,
    do,
    draw,
    exhaust_self,
    ready,
    remove_threat,
)
from rulebound.games.marvel_champions.machine import answer, step
from rulebound.games.marvel_champions.model import HERO, MENTAL
from rulebound.games.marvel_champions.rules import (
    any_thwartable,
    can_take_status,
    change_form,
    discard_from_hand,
    give_status,
    leave_play,
)
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision

LEGAL_PRACTICE_MAX = 5


def became_she_hulk(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    """ "After you change to this form": this player, now in hero form."""
    return ev["seat"] == seat and s.players[seat].form == HERO


def damage_taken(s: McState, frame: dict[str, Any]) -> int:
    """Gamma Slam's X: the damage on your hero, at most 15."""
    return min(15, s.units[s.players[frame["seat"]].identity].damage)


def she_is_hurt(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    """Gamma Slam with no damage on your hero would deal none (MC-ABILITY-04)."""
    return s.units[s.players[seat].identity].damage > 0


def you_basic_attacked(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    return bool(ev["basic"]) and ev["attacker"] == s.players[seat].identity


def your_hero(s: McState, uid: int) -> int:
    """The identity of the player who controls ``uid`` (an upgrade on She-Hulk)."""
    return s.players[s.units[uid].controller].identity


def she_hulk_attacked(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    """She-Hulk attacked an enemy that can still be stunned: against one that cannot
    (already stunned, Stalwart) the forced response does not resolve, so Superhuman
    Strength stays (MC-FAQ-CORE-08)."""
    return bool(ev["attacker"] == your_hero(s, uid) and can_take_status(s, ev["target"], "stunned"))


def she_hulk_bonus(s: McState, src: int, char: int) -> int:
    return 2 if char == your_hero(s, src) else 0


def scheme_to_thwart(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    return any_thwartable(s, seat, True)


def scheme_and_a_card(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    """A scheme to thwart, and a card to discard besides Legal Practice (MC-COST-10)."""
    hand = s.players[seat].hand
    return scheme_to_thwart(s, uid, seat, ev) and len([u for u in hand if u != uid]) >= 1


card("01019a").response(  # She-Hulk: "Do You Even Lift?"
    "changed-form",
    choose_enemy(attack=False),
    damage(2),
    when=became_she_hulk,
    text="Do You Even Lift?: deal 2 damage to an enemy",
)
card("01019b").interrupt(  # Jennifer Walters: "I Object!"
    "threat-would-be-placed",
    do("prevent-threat", 1),
    form="alter-ego",
    limit=1,
    text="I Object!: prevent 1 of that threat",
)
card("01020").action(do("return-to-hand"), text="return Hellcat to your hand")  # Hellcat
card("01021").action(  # Gamma Slam
    choose_enemy(),
    damage(damage_taken),
    form="hero",
    label="attack",
    needs=she_is_hurt,
    text="deal damage equal to the damage on your hero (15 at most) to an enemy",
)
card("01022").action(do("damage-each-enemy", 1), form="hero", text="1 damage to each enemy")
card("01023").action(  # Legal Practice
    choose_scheme(),
    remove_threat("x"),
    cost=(do("discard-up-to", LEGAL_PRACTICE_MAX),),
    form="alter-ego",
    label="thwart",
    needs=scheme_and_a_card,
    text="discard up to 5 cards: remove 1 threat from a scheme for each",
)
card("01024").response(  # One-Two Punch
    "player-attacked",
    ready("identity"),
    when=you_basic_attacked,
    text="ready She-Hulk",
)
card("01025").action(do("split-personality"), text="change form, then draw up to hand size")
card("01026").action(  # Superhuman Law Division
    choose_scheme(),
    remove_threat(2),
    cost=(exhaust_self(),),
    spend=(MENTAL, 1),
    form="alter-ego",
    needs=scheme_to_thwart,
    text="exhaust it and spend a mental resource: remove 2 threat from a scheme",
)
card("01027").action(  # Focused Rage
    draw(1),
    cost=(exhaust_self(), damage(1, "identity")),
    form="hero",
    text="exhaust it and take 1 damage: draw 1 card",
)
card("01028").modifies("attack", she_hulk_bonus).response(
    "player-attacked",  # Superhuman Strength
    discard_self(),
    do("stun-attacked"),
    forced=True,
    when=she_hulk_attacked,
    text="discard Superhuman Strength and stun the attacked enemy",
)
card("01160").revealed(do("obligation", "acceleration"))  # Legal Work


@step("prevent-threat")
def run_prevent_threat(s: McState, st: Step) -> Decision | None:
    ev = s.frames[s.frames[st[1]]["ev"]]
    prevented = min(ev["amount"], st[2])
    ev["amount"] -= prevented
    s.say(f"{prevented} threat is prevented.", kind="threat")
    return None


@step("return-to-hand")
def run_return_to_hand(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    uid = frame["src"]
    if s.units[uid].in_play:
        owner = s.units[uid].owner
        leave_play(s, uid)
        s.players[owner].discard.remove(uid)  # to the hand, not the discard pile
        s.players[owner].hand.append(uid)
        s.say(f"{s.name(uid)} returns to {s.player_name(owner)}'s hand.")
    return None


@step("damage-each-enemy")
def run_damage_each_enemy(s: McState, st: Step) -> Decision | None:
    from rulebound.games.marvel_champions.damage import push_damage
    from rulebound.games.marvel_champions.rules import enemies

    frame = s.frames[st[1]]
    for e in reversed(enemies(s)):
        push_damage(s, e, st[2], frame["seat"], by_identity=frame.get("identity", False))
    return None


@step("discard-up-to")
def run_discard_up_to(s: McState, st: Step) -> Decision | None:
    """Choose and discard up to N cards from your hand, one at a time ("x": how many)."""
    frame = s.frames[st[1]]
    frame.setdefault("x", 0)
    hand = s.players[frame["seat"]].hand
    if frame["x"] >= st[2] or not hand:
        return None
    cards = tuple(enc.hand(c) for c in sorted({s.units[u].card for u in hand}))
    if not frame["x"]:  # "up to" as a cost needs at least one (MC-COST-10)
        return Decision(frame["seat"], "discard", "Discard a card (1 at least).", cards)
    return Decision(
        frame["seat"],
        "discard",
        f"Discard a card ({frame['x']} discarded, {st[2]} at most), or stop.",
        (enc.DONE, *cards),
    )


@answer("discard-up-to")
def answer_discard_up_to(s: McState, st: Step, action: int) -> None:
    if action == enc.DONE:
        return
    frame = s.frames[st[1]]
    seat = frame["seat"]
    uid = next(u for u in s.players[seat].hand if s.units[u].card == action - enc.HAND)
    discard_from_hand(s, seat, uid)
    frame["x"] += 1
    s.push(st)


@step("split-personality")
def run_split_personality(s: McState, st: Step) -> Decision | None:
    """Change form, then draw up to the new form's printed hand size."""
    seat = s.frames[st[1]]["seat"]
    s.push(("draw-to-printed", st[1]))
    change_form(s, seat)
    return None


@step("draw-to-printed")
def run_draw_to_printed(s: McState, st: Step) -> Decision | None:
    from rulebound.games.marvel_champions.rules import draw as draw_cards

    seat = s.frames[st[1]]["seat"]
    p = s.players[seat]
    printed = s.card(p.identity).stats.get("hand_size", 0)
    if len(p.hand) < printed:
        draw_cards(s, seat, printed - len(p.hand))
    return None


@step("stun-attacked")
def run_stun_attacked(s: McState, st: Step) -> Decision | None:
    target = s.frames[s.frames[st[1]]["ev"]]["target"]
    if s.units[target].in_play:
        give_status(s, target, "stunned")
    return None
