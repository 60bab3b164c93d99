"""The Klaw scenario: villain stages, main scheme stages and the Klaw encounter set
(01113-01127)."""

from __future__ import annotations

from typing import Any

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.dsl import (
    card,
    discard_self,
    do,
    gain_surge,
    if_,
    place_threat,
)
from rulebound.games.marvel_champions.machine import answer, step
from rulebound.games.marvel_champions.model import ENERGY, MENTAL, PHYSICAL
from rulebound.games.marvel_champions.rules import (
    discard_encounter_top,
    friendly_characters,
    heal,
    leave_play,
)
from rulebound.games.marvel_champions.scripts.rhino import per_hero
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision

IMMORTAL = 'The "Immortal" Klaw'
ALL_THREE = ((MENTAL, 1), (PHYSICAL, 1))  # with spend=(ENERGY, 1): one of each type


def klaw_attacks(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    return bool(ev.get("enemy") == s.villain and ev.get("kind") == "attack")


def immortal(s: McState, src: int, char: int) -> int:
    return 10 if char == s.villain else 0


def healed_nothing(s: McState, frame: dict[str, Any]) -> bool:
    return not frame.get("healed")


def extra_boost(stage: Any) -> Any:
    return stage.interrupt(
        "enemy-attacks",
        do("extra-boost"),
        forced=True,
        when=klaw_attacks,
        text="he is dealt one more boost card",
    )


extra_boost(card("01113"))  # Klaw I
extra_boost(card("01114").revealed(do("fetch-side-scheme", IMMORTAL)))  # Klaw II
extra_boost(card("01115"))  # Klaw III (Toughness)
card("01116a").revealed(do("fetch-side-scheme", "Defense Network"))  # its Setup
card("01116b").revealed(do("dig-minion"))  # Underground Distribution 1B
card("01117a").revealed(do("dig-minion"))  # Secret Rendezvous 2A
card("01117b").plain()  # completing it loses the game
card("01118").interrupt(  # Sonic Converter
    "enemy-attacks",
    do("stun-if-damaged"),
    forced=True,
    when=klaw_attacks,
    text="a character this attack damages is stunned",
).action(
    discard_self(),
    form="hero",
    spend=(ENERGY, 1),
    spend_also=ALL_THREE,
    text="spend an energy, a mental and a physical resource: discard Sonic Converter",
)
card("01119").gives_host("Retaliate 1").action(  # Solid-Sound Body
    discard_self(),
    form="hero",
    spend=(ENERGY, 1),
    spend_also=ALL_THREE,
    text="spend an energy, a mental and a physical resource: discard Solid-Sound Body",
)
card("01120").plain()  # Armored Guard (Guard, Toughness)
card("01121").boost(do("runner-joins"))  # Weapons Runner (Surge)
card("01122").revealed(do("discard-random"), form="alter-ego").revealed(  # Klaw's Vengeance
    do("vengeance"), form="hero"
)
card("01123").revealed(do("sonic-boom")).boost(do("exhaust-if-hit"))  # Sonic Boom
card("01124").revealed(  # Sound Manipulation
    do("klaw-heals", 4), if_(healed_nothing, gain_surge()), form="alter-ego"
).revealed(do("you-take", 2), do("klaw-heals", 2), form="hero")
card("01125").revealed(place_threat(per_hero(1), "self"))  # Defense Network (crisis)
card("01126").revealed(place_threat(per_hero(1), "self"))  # Illegal Arms Factory (hazard)
card("01127").modifies("health", immortal).defeated(do("check-villain"))  # "Immortal" Klaw


@step("dig-minion")
def run_dig_minion(s: McState, st: Step) -> Decision | None:
    """Discard encounter cards until a minion is discarded (stopping if the deck runs
    out, MC-ENCDECK-03); it comes into play engaged with the first player."""
    from rulebound.games.marvel_champions.encounter import put_minion

    accel = s.accel
    dug: list[int] = []
    while s.result == 0:
        uid = discard_encounter_top(s)
        if uid < 0:
            break
        dug.append(uid)
        if s.card(uid).type == "minion":
            say_discarded(s, dug, "a minion", found=True)
            (s.enc_discard if uid in s.enc_discard else s.enc_deck).remove(uid)
            put_minion(s, uid, s.first)
            return None
        if s.accel != accel:
            break
    say_discarded(s, dug, "a minion", found=False)
    return None


def say_discarded(s: McState, uids: list[int], until: str, found: bool) -> None:
    """One line for the cards discarded from the encounter deck until one of a kind turns
    up (a dig can go through a dozen cards: a line each would bury the game's log). The
    ids are those still in the discard pile: a reshuffle hides the others again."""
    if not uids:
        return
    names = [s.name(u) for u in uids]
    listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    if len(names) == 1 and found:
        text = f"{listed} is discarded from the encounter deck."
    else:
        many = "1 card is" if len(names) == 1 else f"{len(names)} cards are"
        none = "" if found else " (there is none: the deck ran out)"
        text = f"{many} discarded from the encounter deck to find {until}{none}: {listed}."
    s.say(text, kind="reveal", ids=s.ids(*[u for u in uids if u in s.enc_discard]))


@step("stun-if-damaged")
def run_stun_if_damaged(s: McState, st: Step) -> Decision | None:
    s.frames[s.frames[st[1]]["ev"]]["stun"] = True  # the attack's "damaged: stunned"
    return None


@step("runner-joins")
def run_runner_joins(s: McState, st: Step) -> Decision | None:
    """The boost card itself comes into play engaged with the attacked player."""
    from rulebound.games.marvel_champions.encounter import put_minion

    frame = s.frames[st[1]]
    runner = frame["src"]
    attack = s.frames[frame["ev"]]  # no longer a boost card to discard after the attack
    attack["turned_up"] = [u for u in attack["turned_up"] if u != runner]
    # no id: a turned-up boost card is not a card the view shows (it is, once engaged)
    s.say(f"{s.name(runner)} comes into play instead of being discarded.", kind="move")
    put_minion(s, runner, frame["seat"])
    return None


@step("vengeance")
def run_vengeance(s: McState, st: Step) -> Decision | None:
    from rulebound.games.marvel_champions.combat import push_activation

    seat = s.frames[st[1]]["seat"]
    fid = push_activation(s, s.villain, seat, "attack")
    done = s.steps.index(("activation-done", fid))
    s.steps.insert(done + 1, ("vengeance-threat", st[1], fid))
    return None


@step("vengeance-threat")
def run_vengeance_threat(s: McState, st: Step) -> Decision | None:
    from rulebound.games.marvel_champions.damage import push_place_threat

    if s.frames[st[2]].get("atk", 0) > 0:  # the attack dealt damage
        push_place_threat(s, s.main, 1, s.frames[st[1]]["seat"])
    return None


@step("sonic-boom")
def run_sonic_boom(s: McState, st: Step) -> Decision | None:
    """Spend an energy, a mental and a physical resource, or exhaust each character you
    control (the spending is offered only when the player can pay it)."""
    from rulebound.games.marvel_champions.payment import payable, pooled_sources

    seat = s.frames[st[1]]["seat"]
    if not payable(pooled_sources(s, seat, -1, -1), 0, [1, 1, 1, 0]):
        _exhaust_all(s, seat)
        return None
    s.texts = ("spend an energy, a mental and a physical resource", "exhaust your characters")
    return Decision(
        seat, "sonic-boom", "Sonic Boom: pay or be exhausted?", (enc.option(0), enc.option(1))
    )


@answer("sonic-boom")
def answer_sonic_boom(s: McState, st: Step, action: int) -> None:
    from rulebound.games.marvel_champions.payment import push_payment

    seat = s.frames[st[1]]["seat"]
    if action == enc.option(1):
        _exhaust_all(s, seat)
    else:
        push_payment(s, seat, -1, 0, (1, 1, 1, 0), st[1], s.frames[st[1]]["src"])


def _exhaust_all(s: McState, seat: int) -> None:
    for c in friendly_characters(s, seat):  # the identity and the allies
        s.units[c].exhausted = True
    s.say(f"Every character of {s.player_name(seat)} is exhausted.", kind="status")


@step("exhaust-if-hit")
def run_exhaust_if_hit(s: McState, st: Step) -> Decision | None:
    s.frames[s.frames[st[1]]["ev"]]["exhaust_if_hit"] = True
    return None


@step("klaw-heals")
def run_klaw_heals(s: McState, st: Step) -> Decision | None:
    s.frames[st[1]]["healed"] = heal(s, s.villain, st[2])
    return None


@step("you-take")
def run_you_take(s: McState, st: Step) -> Decision | None:
    from rulebound.games.marvel_champions.damage import push_damage

    seat = s.frames[st[1]]["seat"]
    push_damage(s, s.players[seat].identity, st[2], seat)
    return None


@step("check-villain")
def run_check_villain(s: McState, st: Step) -> Decision | None:
    """The scheme's 10 hit points go with it: Klaw, damaged that far, is defeated."""
    from rulebound.games.marvel_champions.damage import hp_left

    leave_play(s, s.frames[st[1]]["src"], "defeated")  # first, so its +10 is gone
    if hp_left(s, s.villain) <= 0:
        s.push(("defeat", 0, s.villain, -1))
    return None
