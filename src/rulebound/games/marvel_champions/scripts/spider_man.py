"""Spider-Man (Peter Parker): identity, hero kit and obligation (Core Set 01001-01009, 01165)."""

from __future__ import annotations

from typing import Any

from rulebound.games.marvel_champions import play_area
from rulebound.games.marvel_champions.dsl import (
    attached_enemy_is,
    card,
    choose_enemy,
    choose_scheme,
    damage,
    do,
    draw,
    exhaust_self,
    heal_identity,
    remove_counter,
    remove_threat,
    this_is_played,
)
from rulebound.games.marvel_champions.machine import step
from rulebound.games.marvel_champions.rules import give_status, leave_play, to_discard
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision


def villain_attacks_you(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    return ev["enemy"] == s.villain and ev["seat"] == seat


def you_take_attack_damage(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    return ev["target"] == s.players[seat].identity and ev["attack"] and ev["amount"] > 0


def peter_damaged(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    return s.units[s.players[seat].identity].damage > 0


card("01001a").interrupt(  # Spider-Man: Spider-Sense
    "enemy-attacks", draw(1), when=villain_attacks_you, text="Spider-Sense: draw 1 card"
)
card("01001b").resource("mental", form="alter-ego", limit=1)  # Peter Parker: Scientist
card("01002").response(  # Black Cat
    "enters-play",
    do("black-cat"),
    forced=True,
    when=this_is_played,
    text="discard the top 2 cards of your deck; keep those with a printed mental resource",
)
card("01003").interrupt(  # Backflip
    "would-take-damage",
    do("prevent", 99),
    label="defense",
    when=you_take_attack_damage,
    text="prevent all of that damage",
)
card("01004").interrupt(  # Enhanced Spider-Sense
    "treachery-revealed",
    do("cancel-revealed"),
    form="hero",
    text="cancel the treachery's When Revealed effects",
)
card("01005").action(  # Swinging Web Kick
    choose_enemy(), damage(8), form="hero", label="attack", text="deal 8 damage to an enemy"
)
card("01006").action(  # Aunt May
    heal_identity(4),
    cost=(exhaust_self(),),
    form="alter-ego",
    needs=peter_damaged,
    text="heal 4 damage from Peter Parker",
)
card("01007").attach("minion").interrupt(  # Spider-Tracer
    "minion-defeated",
    choose_scheme(),
    remove_threat(3),
    forced=True,
    when=attached_enemy_is("minion"),
    text="remove 3 threat from a scheme",
)
card("01008").uses(3).resource(  # Web-Shooter
    "wild", form="hero", cost=(exhaust_self(), remove_counter())
)
card("01009").hero_form_only().attach("enemy", max_per="host").interrupt(  # Webbed Up
    "enemy-would-attack",
    do("webbed-up"),
    forced=True,
    when=attached_enemy_is("enemy"),
    text="discard Webbed Up instead of the attack, then stun that enemy",
)
card("01165").revealed(do("obligation", "discard-random"))  # Eviction Notice


@step("black-cat")
def run_black_cat(s: McState, st: Step) -> Decision | None:
    seat = s.frames[st[1]]["seat"]
    p = s.players[seat]
    for _ in range(2):
        if not p.deck:
            break
        uid = p.deck.pop()
        if s.card(uid).resources["mental"]:
            p.hand.append(uid)
            # Named to its owner only: the other seats' views never list a hand, so the
            # public line names no card that then sits hidden in it.
            who = s.player_name(seat)
            s.say(
                f"Black Cat: a card with a printed mental resource goes to {who}'s hand.",
                kind="resource",
            )
            s.say(f"(It is {s.name(uid)}.)", seat, kind="draw")
        else:
            p.discard.append(uid)
            s.say(f"Black Cat discards {s.name(uid)}.", kind="reveal")
        from rulebound.games.marvel_champions.rules import check_deck_out

        check_deck_out(s, seat)
    return None


@step("prevent")
def run_prevent(s: McState, st: Step) -> Decision | None:
    """Prevent up to N of the damage about to be taken (MC-PREVENT-02)."""
    frame = s.frames[st[1]]
    ev = s.frames[frame["ev"]]
    prevented = min(ev["amount"], st[2])
    ev["amount"] -= prevented
    s.say(f"{prevented} damage is prevented.", kind="damage")
    return None


@step("cancel-revealed")
def run_cancel_revealed(s: McState, st: Step) -> Decision | None:
    s.frames[s.frames[st[1]]["ev"]]["cancel"] = True  # MC-CANCEL-04: still revealed
    s.say("The When Revealed effects are canceled.", kind="status")
    return None


@step("webbed-up")
def run_webbed_up(s: McState, st: Step) -> Decision | None:
    """A replacement (MC-FAQ-CORE-03): the attack never happens, Spider-Sense cannot
    trigger; then the enemy is stunned (MC-FAQ-CORE-02)."""
    frame = s.frames[st[1]]
    ev = s.frames[frame["ev"]]
    ev["replaced"] = True
    leave_play(s, frame["src"])
    give_status(s, ev["enemy"], "stunned")
    return None


@step("obligation")
def run_obligation(s: McState, st: Step) -> Decision | None:
    """ "You may flip to alter-ego form. Choose: exhaust <alter-ego> -> remove this card
    from the game; or <penalty>, this card gains surge. Discard this obligation."""
    frame = s.frames[st[1]]
    seat = frame["seat"]
    p = s.players[seat]
    if "flip" not in frame:
        if p.form == 0:
            s.texts = ("stay in hero form", "flip to alter-ego form")
            return Decision(seat, "obligation-flip", "You may flip to alter-ego form.", (10, 11))
        frame["flip"] = False
    ident = s.units[p.identity]
    can_exhaust = p.form == 1 and not ident.exhausted
    penalty = {
        "discard-random": "discard 1 card at random from your hand; surge",
        "stun": "you are stunned; surge",
        "acceleration": "the main scheme gets an acceleration token",
        "exhaust-upgrades": "exhaust each upgrade you control",
        "discard-panther-upgrade": "discard a Black Panther upgrade you control",
    }[st[2]]
    s.texts = (f"exhaust {s.cards[p.alter].name}: remove this obligation from the game", penalty)
    options = (10, 11) if can_exhaust else (11,)
    return Decision(seat, "obligation", f"{s.name(frame['src'])}: choose.", options)


def _answer_obligation(s: McState, st: Step, action: int) -> None:
    from rulebound.games.marvel_champions.rules import flip

    frame = s.frames[st[1]]
    seat = frame["seat"]
    p = s.players[seat]
    if "flip" not in frame:
        frame["flip"] = action == 11
        if action == 11:
            flip(s, seat)  # by a card ability: not the turn's form change (MC-FORM-04)
        s.push(st)
        return
    uid = frame["src"]
    reveal = s.frames.get(frame["ev"])
    if action == 10:
        s.units[p.identity].exhausted = True
        play_area.take(s, uid)
        s.units[uid].reset()
        s.removed.append(uid)
        s.say(
            f"{s.player_name(seat)} exhausts {s.name(p.identity)}: "
            f"{s.name(uid)} is removed from the game.",
            kind="info",
        )
        return
    if st[2] == "discard-random":
        if p.hand:
            victim = p.hand[s.rng.randbelow(len(p.hand))]
            from rulebound.games.marvel_champions.rules import discard_from_hand

            discard_from_hand(s, seat, victim)
    elif st[2] == "acceleration":
        s.accel += 1  # Legal Work: no surge
        s.say("The main scheme gets an acceleration token.")
    elif st[2] == "exhaust-upgrades":  # Business Problems: no surge
        from rulebound.games.marvel_champions.rules import controlled, ctype

        for u in controlled(s, seat):
            if ctype(s, u) == "upgrade":
                s.units[u].exhausted = True
        s.say(f"{s.player_name(seat)} exhausts each upgrade they control.")
    elif st[2] == "discard-panther-upgrade":  # Affairs of State: no surge
        s.push(("discard-panther-upgrade", st[1]))
    else:
        give_status(s, p.identity, "stunned")
    if reveal is not None and st[2] in ("discard-random", "stun"):
        reveal["surge"] = True
        s.say(f"{s.name(uid)} gains surge.")
    play_area.take(s, uid)
    s.units[uid].reset()
    to_discard(s, uid)
    s.say(f"{s.name(uid)} is discarded.", kind="discard")


from rulebound.games.marvel_champions.machine import answer  # noqa: E402

answer("obligation")(_answer_obligation)
