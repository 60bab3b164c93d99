"""Attacks, thwarts and recovery by heroes and allies; enemy activations.

Player side (MC-ATTACK, MC-THWART, MC-RECOVER): the character exhausts; a stunned
(confused) one discards the status card instead of attacking (thwarting) and an ally
then takes no consequential damage (MC-ALLY-04); otherwise it deals damage equal to
its ATK (removes threat equal to its THW), responses resolve, and an ally takes its
consequential damage last (MC-CONSEQ-03).

Enemy side (MC-EATTACK-05..17, MC-ESCHEME-01..04): a stunned enemy's attack and a
confused enemy's scheme are replaced by discarding the status card (MC-STUN-06,
MC-CONFUSE-06); the villain (or a Villainous minion) is dealt a facedown boost card;
defenders are declared; boost cards are flipped one at a time, their Boost abilities
resolve and their icons add to ATK/SCH; then the damage (threat) is dealt (placed).
"""

from __future__ import annotations

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.card_types import cannot_attack
from rulebound.games.marvel_champions.damage import (
    push_damage,
    push_place_threat,
    push_retaliate,
    remove_threat,
)
from rulebound.games.marvel_champions.defenders import push_basic_power_used
from rulebound.games.marvel_champions.deferral import resume_deferred, wait_if_another_resolves
from rulebound.games.marvel_champions.dsl import BOOST
from rulebound.games.marvel_champions.machine import answer, step
from rulebound.games.marvel_champions.model import HERO
from rulebound.games.marvel_champions.rules import (
    allies,
    amplify_icons,
    confused,
    ctype,
    deal_encounter_top,
    heal,
    is_identity,
    leave_play,
    modifiers,
    stat,
    stunned,
    to_discard,
)
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.games.marvel_champions.timing import push_ability, trigger
from rulebound.kernel.decision import Decision

# --- heroes and allies ---------------------------------------------------------------------


def push_basic(s: McState, seat: int, who: int, power: str) -> None:
    """``power``: "attack", "thwart" or "recover" by ``who`` (the identity or an ally)."""
    ally = ctype(s, who) == "ally"
    fid = s.new_frame(
        seat, src=who, ally=ally, identity=not ally, power=power, what=f"{s.tag(who)} {power}s"
    )
    s.units[who].exhausted = True  # the cost (MC-ATTACK-02, MC-THWART-02, MC-RECOVER-01)
    if power == "recover":
        healed = heal(s, who, stat(s, who, "recover"))
        s.say(f"{s.name(who)} recovers {healed} hit points.", kind="heal", ids=s.ids(who))
        del s.frames[fid]
        push_basic_power_used(s, seat, who, power)
        return
    if power == "attack" and stunned(s, who):
        s.units[who].stunned -= 1  # MC-STUN-04: the attack is replaced
        s.say(
            f"{s.tag(who)} is stunned: the attack is canceled and the stunned card discarded.",
            kind="discard",
            ids=s.ids(who),
        )
        del s.frames[fid]
        return
    if power == "thwart" and confused(s, who):
        s.units[who].confused -= 1  # MC-CONFUSE-04
        s.say(
            f"{s.tag(who)} is confused: the thwart is canceled and the confused card discarded.",
            kind="discard",
            ids=s.ids(who),
        )
        del s.frames[fid]
        return
    s.say(f"{s.tag(who)} uses a basic {power}.", kind="attack", ids=s.ids(who))
    if power == "attack":
        s.push(("choose", fid, "enemy-attack", "target"), ("basic-attack", fid))
    else:
        s.push(("choose", fid, "scheme", "scheme"), ("basic-thwart", fid))


@step("basic-attack")
def run_basic_attack(s: McState, st: Step) -> Decision | None:
    fid = st[1]
    frame = s.frames[fid]
    who = frame["src"]
    target = frame.get("target", -1)
    s.push(("consequential", fid, "attack_cost"))
    if target < 0 or not s.units[target].in_play:
        frame["ok"] = False  # MC-CONSEQ-04
        return None
    keywords = s.card(who).keywords
    push_attack_done(s, frame["seat"], who, target, basic=True)
    push_retaliate(s, target, who, "Ranged" in keywords)
    push_damage(
        s,
        target,
        stat(s, who, "attack") + basic_power_bonus(s, who),
        frame["seat"],
        attack=True,
        by_identity=frame["identity"],
        attacker=who,
        overkill="Overkill" in keywords,
        piercing="Piercing" in keywords,
    )
    return None


def basic_power_bonus(s: McState, who: int) -> int:
    """What abilities that increase a basic power ("your basic powers get +1") add to
    the value a basic attack or thwart of ``who`` uses (MC-KEYWORD-ASSAULT-03)."""
    return modifiers(s, "basic_power", who) if s.game.stat_cards or s.effects else 0


def push_attack_done(s: McState, seat: int, attacker: int, target: int, basic: bool) -> None:
    """Push the "after <attacker> attacks" responses of a player's attack (pushed
    before its damage and Retaliate, so they come after both, MC-KEYWORD-RETALIATE-03).
    The event tells whether the attack defeated its target: a minion gone from play,
    or the villain's stage replaced ("attacks and defeats")."""
    if "player-attacked" not in s.game.trigger_index:
        return
    fid = s.new_frame(
        seat,
        attacker=attacker,
        target=target,
        basic=basic,
        stage=s.units[target].card,
        what=f"{s.tag(attacker)} attacks {s.tag(target)}",
    )
    s.push(("attack-done", fid), ("drop-frame", fid))


@step("attack-done")
def run_attack_done(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    u = s.units[frame["target"]]
    frame["defeated"] = not u.in_play or u.card != frame["stage"]
    if s.result == 0:
        trigger(s, "player-attacked", st[1], "response")
    return None


@step("basic-thwart")
def run_basic_thwart(s: McState, st: Step) -> Decision | None:
    fid = st[1]
    frame = s.frames[fid]
    who = frame["src"]
    scheme = frame.get("scheme", -1)
    # MC-KEYWORD-ASSAULT-01, -02: against a scheme with Assault the character thwarts
    # with its ATK (modifiers included) and an ally takes its ATK consequential damage.
    assault = scheme >= 0 and "Assault" in s.card(scheme).keywords
    s.push(("consequential", fid, "attack_cost" if assault else "thwart_cost"))
    if scheme < 0 or not s.units[scheme].in_play:
        frame["ok"] = False
        return None
    # MC-KEYWORD-ASSAULT-03: what increases a basic power adds to the ATK used too
    power = stat(s, who, "attack" if assault else "thwart") + basic_power_bonus(s, who)
    remove_threat(s, scheme, power)
    trigger(s, "thwarted", fid, "response")
    return None


@step("consequential")
def run_consequential(s: McState, st: Step) -> Decision | None:
    """MC-CONSEQ-01..04: after its responses, an ally takes its consequential damage."""
    frame = s.frames.pop(st[1])
    who = frame["src"]
    push_basic_power_used(s, frame["seat"], who, frame["power"])  # after the damage
    if frame["ally"] and frame["ok"] and s.units[who].in_play:
        n = s.card(who).stats.get(st[2], 0)
        if n:
            push_damage(s, who, n, frame["seat"])
    return None


# --- enemies ---------------------------------------------------------------------------------


def villainous(s: McState, enemy: int) -> bool:
    """Is the enemy dealt boost cards (the villain, or Villainous minions)?"""
    return ctype(s, enemy) == "villain" or "Villainous" in s.card(enemy).keywords


def push_activation(s: McState, enemy: int, seat: int, kind: str, **regs: object) -> int:
    """An enemy attacks (``kind="attack"``) or schemes against ``seat``."""
    fid = s.new_frame(
        seat,
        enemy=enemy,
        kind=kind,
        defender=-1,
        basic=False,
        bonus=0,
        overkill=False,
        stun=False,
        stun_dealt=False,
        after=(),
        what=f"{s.tag(enemy)} {'attacks' if kind == 'attack' else 'schemes'}",
    )
    s.frames[fid].update(regs)
    if kind == "attack":
        s.push(
            ("attack-start", fid),
            ("attack-initiate", fid),
            ("boost-deal", fid),
            ("defend", fid, ()),
            ("boost-flip", fid),
            ("attack-damage", fid),
            ("attack-end", fid),
            ("activation-done", fid),
        )
    else:
        s.push(
            ("scheme-start", fid),
            ("boost-deal", fid),
            ("boost-flip", fid),
            ("scheme-interrupts", fid),
            ("scheme-place", fid),
            ("scheme-end", fid),
            ("activation-done", fid),
        )
    return fid


def _gone(s: McState, frame: dict) -> bool:
    return (
        frame.get("replaced", False)
        or frame.get("ended", False)  # ended by an ability (defenders.py)
        or not s.units[frame["enemy"]].in_play
        or s.result != 0
    )


@step("attack-start")
def run_attack_start(s: McState, st: Step) -> Decision | None:
    if wait_if_another_resolves(s, st):  # MC-ACTIVATION-09
        return None
    frame = s.frames[st[1]]
    enemy = frame["enemy"]
    if _gone(s, frame):
        frame["replaced"] = True
        return None
    if stunned(s, enemy):
        s.units[enemy].stunned = 0  # with Steady: all (MC-KEYWORD-STEADY-02)
        # MC-STUN-06, -07
        frame["replaced"] = True
        s.say(
            f"{s.tag(enemy)} is stunned: instead of attacking it discards the stunned card.",
            kind="discard",
            ids=s.ids(enemy),
        )
        return None
    if cannot_attack(s, enemy):
        frame["replaced"] = True
        s.say(f"{s.tag(enemy)} cannot attack.", kind="attack", ids=s.ids(enemy))
        return None
    trigger(s, "enemy-would-attack", st[1], "interrupt")
    return None


@step("attack-initiate")
def run_attack_initiate(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    if _gone(s, frame):
        return None
    s.say(
        f"{s.tag(frame['enemy'])} attacks {s.player_name(frame['seat'])}.",
        kind="attack",
        ids=s.ids(frame["enemy"], seat=frame["seat"]),
    )
    trigger(s, "enemy-attacks", st[1], "interrupt")
    return None


@step("boost-deal")
def run_boost_deal(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    if _gone(s, frame) or not villainous(s, frame["enemy"]):
        return None
    uid = deal_encounter_top(s)  # MC-EATTACK-05, MC-ESCHEME-02
    if uid >= 0:
        u = s.units[frame["enemy"]]
        u.boosts = (*u.boosts, uid)
        s.say(
            f"{s.tag(frame['enemy'])} is dealt a facedown boost card.",
            kind="status",
            ids=s.ids(frame["enemy"]),
        )
    return None


@step("defend")
def run_defend(s: McState, st: Step) -> Decision | None:
    """MC-EATTACK-06, MC-DEFEND-02..05: the attacked player first, then the others in
    player order, may exhaust a hero (basic defense) or an ally to defend."""
    frame = s.frames[st[1]]
    if _gone(s, frame) or frame["defender"] >= 0 or s.players[frame["seat"]].eliminated:
        return None  # an attack on a hero who left the game with its player (MC-ELIM-06)
    for seat in _may_defend(s, frame, st[2]):
        options = _defenders(s, seat)
        forced = [o for o in options if o != enc.DEFEND]
        if (
            seat == frame["seat"]
            and forced
            and s.game.scripts[s.units[frame["enemy"]].card].extra.get("ally_must_defend")
        ):  # Melter: the engaged player must defend with an ally if able
            return Decision(seat, "defend", f"{frame['what']}: an ally must defend.", tuple(forced))
        if options:
            return Decision(
                seat, "defend", f"{frame['what']}: declare a defender?", (enc.PASS, *options)
            )
    return None


def _may_defend(s: McState, frame: dict, asked: tuple[int, ...]) -> list[int]:
    """The seats still to be asked about a defender, in order: the attacked player, then
    the others in player order, none eliminated. The question and its answer both read
    it, so that the answer goes to the player who was asked."""
    return [
        seat
        for seat in [frame["seat"], *s.order()]
        if seat not in asked and not s.players[seat].eliminated
    ]


def _defenders(s: McState, seat: int) -> list[int]:
    p = s.players[seat]
    out = []
    if p.form == HERO and not s.units[p.identity].exhausted:
        out.append(enc.DEFEND)
    out += [enc.uid(a) for a in allies(s, seat) if not s.units[a].exhausted]
    return sorted(out)


@answer("defend")
def answer_defend(s: McState, st: Step, action: int) -> None:
    frame = s.frames[st[1]]
    asked = st[2]
    seat = next(x for x in _may_defend(s, frame, asked) if _defenders(s, x))
    if action == enc.PASS:
        s.push(("defend", st[1], (*asked, seat)))
        return
    who = s.players[seat].identity if action == enc.DEFEND else action - enc.UID
    s.units[who].exhausted = True
    frame["defender"] = who
    frame["basic"] = action == enc.DEFEND
    if seat != frame["seat"]:
        frame["seat"] = seat  # MC-DEFEND-14: the defending player becomes the target
    s.say(f"{s.tag(who)} defends.", kind="attack", ids=s.ids(who))


@step("boost-flip")
def run_boost_flip(s: McState, st: Step) -> Decision | None:
    """MC-EATTACK-07 / MC-ESCHEME-03: one boost card at a time, in the order dealt."""
    fid = st[1]
    frame = s.frames[fid]
    u = s.units[frame["enemy"]]
    if not u.boosts or _gone(s, frame):
        return None
    uid, u.boosts = u.boosts[0], u.boosts[1:]
    card = s.card(uid)
    # MC-BOOST-02 (a star is not an icon, MC-BOOST-04); MC-AMPLIFY-01: one more icon
    # for each amplify icon in play.
    icons = card.stats.get("boost", 0) + amplify_icons(s)
    frame["bonus"] += icons
    frame["turned_up"] = [*frame.get("turned_up", ()), uid]  # face up until discarded
    s.say(f"Boost: {card.name} adds {icons}.", kind="reveal", ids=s.ids(uid))
    s.push(("boost-discard", fid, uid), st)
    for k, ab in enumerate(s.game.scripts[card.index].abilities):
        if ab.kind == BOOST:  # only the Boost ability is active (MC-BOOST-05)
            push_ability(s, frame["seat"], uid, k, False, fid)
    return None


@step("boost-discard")
def run_boost_discard(s: McState, st: Step) -> Decision | None:
    # Weapons Runner comes into play instead (and leaves the turned-up boost cards): it
    # is not discarded now, even if it was defeated in the meantime.
    if st[2] in s.frames[st[1]].get("turned_up", ()):
        to_discard(s, st[2])  # MC-BOOST-08
    return None


@step("attack-damage")
def run_attack_damage(s: McState, st: Step) -> Decision | None:
    """MC-EATTACK-08..13."""
    frame = s.frames[st[1]]
    if _gone(s, frame):
        return None
    enemy = frame["enemy"]
    atk = stat(s, enemy, "attack") + frame["bonus"]
    defender = frame["defender"]
    if defender >= 0 and not s.units[defender].in_play:
        defender = -1  # MC-EATTACK-12, MC-DEFEND-17: undefended after all
        frame["defender"] = -1
        frame["basic"] = False
    if defender >= 0 and frame["basic"]:
        atk = max(0, atk - stat(s, defender, "defense"))  # MC-EATTACK-09, MC-TOUGH-04
        target = defender
    elif defender >= 0:
        target = defender  # MC-EATTACK-11
    elif "ally_attacked" in frame:  # MC-ATTACKALLY-01: an enemy attacking an ally
        target = frame["ally_attacked"]
        if not s.units[target].in_play:
            return None  # the attacked ally is gone: the damage has nowhere to go
    elif s.players[frame["seat"]].eliminated:
        return None  # the attacked hero left the game with its player (MC-ELIM-06)
    else:
        target = s.players[frame["seat"]].identity  # MC-EATTACK-13
    frame["attacked"] = target
    frame["dealt"] = True
    frame["atk"] = atk
    for other in reversed(frame.get("also", ())):  # Whirlwind: against each other hero too
        if s.players[other].form == HERO and not s.players[other].eliminated:
            regs = {k: v for k, v in frame.items() if k != "seat"}
            again = s.new_frame(other, **regs)
            s.frames[again].update(defender=-1, basic=False, also=())
            s.push(("defend", again, ()), ("attack-damage", again), ("drop-frame", again))
    push_retaliate(s, target, enemy, "Ranged" in s.card(enemy).keywords)
    if atk > 0 and s.game.scripts[s.units[enemy].card].extra.get("indirect_attack"):
        from rulebound.games.marvel_champions.indirect import push_indirect_attack

        push_indirect_attack(s, frame["seat"], enemy, atk)
    elif atk > 0:
        push_damage(
            s,
            target,
            atk,
            frame["seat"],
            attack=True,
            attacker=enemy,
            overkill=frame["overkill"] or "Overkill" in s.card(enemy).keywords,
            stun_damaged=frame["stun"],
            stun_dealt=frame["stun_dealt"],
            piercing="Piercing" in s.card(enemy).keywords,
            attack_frame=st[1],
        )
    return None


@step("attack-end")
def run_attack_end(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    if frame.get("exhaust_if_hit") and frame.get("atk", 0) > 0:  # Sonic Boom's boost
        target = frame.get("attacked", -1)
        if target == s.players[frame["seat"]].identity and s.units[target].in_play:
            s.units[target].exhausted = True
            s.say(f"{s.tag(target)} is exhausted.", kind="status", ids=s.ids(target))
    # an attack an ability ended early was still defended (MC-DEFEND-19)
    if (frame.get("dealt") or frame.get("ended")) and s.result == 0:
        if frame.get("dealt"):
            trigger(s, "after-attack", st[1], "response")  # MC-EATTACK-14, -16
        defender = frame["defender"]
        if defender >= 0 and s.units[defender].in_play and frame["basic"]:
            push_basic_power_used(s, frame["seat"], defender, "defense")  # MC-DEFEND-20
        if defender >= 0 and s.units[defender].in_play and is_identity(s, defender):
            trigger(s, "hero-defended", st[1], "response")  # runs first: pushed last
    return None


@step("scheme-end")
def run_scheme_end(s: McState, st: Step) -> Decision | None:
    """ "After <an enemy> schemes" (Madame Hydra): once its threat is placed."""
    if not _gone(s, s.frames[st[1]]):
        trigger(s, "after-scheme", st[1], "response")
    return None


@step("activation-done")
def run_activation_done(s: McState, st: Step) -> Decision | None:
    frame = s.frames.pop(st[1])
    for uid in frame["after"]:  # "at the end of this attack" (Charge)
        if s.units[uid].in_play:
            leave_play(s, uid)
    resume_deferred(s, frame)  # MC-ACTIVATION-09
    return None


@step("scheme-start")
def run_scheme_start(s: McState, st: Step) -> Decision | None:
    if wait_if_another_resolves(s, st):  # MC-ACTIVATION-09
        return None
    frame = s.frames[st[1]]
    enemy = frame["enemy"]
    if _gone(s, frame):
        frame["replaced"] = True
        return None
    if confused(s, enemy):
        s.units[enemy].confused = 0  # MC-KEYWORD-STEADY-02
        # MC-CONFUSE-06, -07
        frame["replaced"] = True
        s.say(
            f"{s.tag(enemy)} is confused: instead of scheming it discards the confused card.",
            kind="discard",
            ids=s.ids(enemy),
        )
        return None
    s.say(f"{s.tag(enemy)} schemes.", kind="threat", ids=s.ids(enemy))
    return None


@step("scheme-interrupts")
def run_scheme_interrupts(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    if _gone(s, frame):
        return None
    frame["reduce"] = 0
    if ctype(s, frame["enemy"]) == "villain":
        trigger(s, "villain-schemes", st[1], "interrupt")
    return None


@step("scheme-place")
def run_scheme_place(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    if _gone(s, frame):
        return None
    amount = stat(s, frame["enemy"], "scheme") + frame["bonus"] - frame.get("reduce", 0)
    push_place_threat(s, s.main, max(0, amount), frame["seat"], st[1])  # MC-ESCHEME-04
    return None
