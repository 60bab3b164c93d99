"""Abilities that steer an enemy attack: an enemy attacks an ally directly, an ability
declares the defender or ends the attack; and "after <a character> uses a basic
power", which a basic defense answers too.

* An enemy attacking an ally (:func:`.dsl.enemy_attacks_ally`) attacks the ally's
  controller: that player is the attacked one for "attacks you" abilities and is asked
  first for a defender (MC-ATTACKALLY-03); players defend as usual (-04); undefended,
  the damage goes to the ally (-01).
* An ability declaring a hero the defender makes a basic defense of it (its DEF
  reduces the damage, MC-DEFEND-04); declaring an ally makes it the defender
  (MC-DEFEND-06). Neither is the exhausting cost of a basic defense: the ability
  declares, nothing is paid. There is no defender change once one is declared
  (MC-DEFEND-02).
* An attack ended early by an ability (:func:`.dsl.end_attack`) stays defended if it
  was: "after your hero defends" abilities still trigger (MC-DEFEND-19).
* "After <a character> uses a basic power" (trigger ``basic-power``, event keys
  ``character`` and ``power``) follows a basic attack, thwart or recovery, and an enemy
  attack in which the character made a basic defense (MC-DEFEND-20).
"""

from __future__ import annotations

from rulebound.games.marvel_champions.machine import step
from rulebound.games.marvel_champions.rules import ctype, is_identity
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.games.marvel_champions.timing import trigger
from rulebound.kernel.decision import Decision


def _attack_of(s: McState, frame: dict) -> dict | None:
    """The enemy attack an ability resolves during (its triggering event)."""
    attack = s.frames.get(frame["ev"])  # every ability frame names its event (0: none)
    if attack is None or attack.get("kind") != "attack" or "defender" not in attack:
        return None
    return attack


@step("enemy-attacks-ally")
def run_enemy_attacks_ally(s: McState, st: Step) -> Decision | None:
    from rulebound.games.marvel_champions.combat import push_activation

    frame = s.frames[st[1]]
    enemy = s.villain if st[2] == "villain" else int(frame.get(st[2], -1))
    ally = int(frame.get(st[3], -1))
    if enemy < 0 or ally < 0 or not s.units[enemy].in_play or not s.units[ally].in_play:
        frame["ok"] = False
        return None
    push_activation(s, enemy, s.units[ally].controller, "attack", ally_attacked=ally)
    return None


@step("declare-defender")
def run_declare_defender(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    attack = _attack_of(s, frame)
    who = s.players[frame["seat"]].identity if st[2] == "identity" else frame.get(st[2], -1)
    if attack is None or attack["defender"] >= 0 or who < 0 or not s.units[who].in_play:
        frame["ok"] = False
        return None
    attack["defender"] = who
    attack["basic"] = is_identity(s, who)  # MC-DEFEND-04
    if ctype(s, who) == "ally" or is_identity(s, who):
        attack["seat"] = s.units[who].controller  # MC-DEFEND-14
    s.say(f"{s.tag(who)} is declared the defender.", kind="attack", ids=s.ids(who))
    return None


@step("end-attack")
def run_end_attack(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    attack = _attack_of(s, frame)
    if attack is None:
        frame["ok"] = False
        return None
    attack["ended"] = True
    s.say(f"{s.tag(attack['enemy'])}'s attack ends.", kind="attack", ids=s.ids(attack["enemy"]))
    return None


def push_basic_power_used(s: McState, seat: int, who: int, power: str) -> None:
    """MC-DEFEND-20: "after <who> uses a basic power" (attack, thwart, recover, defense)."""
    if "basic-power" not in s.game.trigger_index or not s.units[who].in_play:
        return
    fid = s.new_frame(seat, character=who, power=power, what=f"{s.tag(who)} used a basic {power}")
    s.push(("drop-frame", fid))
    trigger(s, "basic-power", fid, "response")
