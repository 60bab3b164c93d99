"""Finding a card and revealing it (MC-FIND-01 to -03): the op ``find-reveal`` ("find
<card> and reveal it").

The card is looked for in every zone it could be: in play, the encounter deck and the
encounter discard pile; never among facedown encounter cards (dealt to players, boost
cards), the victory display or the cards removed from the game (MC-FIND-01, -02). A
card found out of play is revealed by the resolving player (the encounter deck is
shuffled if it was searched). A minion found in play is not put into play again: it
engages the resolving player, keeps its attachments and tokens, and resolves what
revealing it brings (its When Revealed abilities, Incite, Surge), without entering play
(MC-FIND-03).
"""

from __future__ import annotations

from rulebound.games.marvel_champions.machine import step
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision


@step("find-reveal")
def run_find_reveal(s: McState, st: Step) -> Decision | None:
    from rulebound.games.marvel_champions.encounter import push_reveal

    frame = s.frames[st[1]]
    seat, name = frame["seat"], st[2]
    in_play = next((u for u in s.play if s.name(u) == name and s.units[u].face < 0), -1)
    if in_play >= 0 and s.card(in_play).type == "minion":
        _reveal_in_play(s, seat, in_play)
        return None
    if in_play >= 0:
        frame["ok"] = False  # found in play, and only a minion is revealed from there
        return None
    for pile in (s.enc_discard, s.enc_deck):  # the faceup pile first: no needless search
        found = next((u for u in reversed(pile) if s.name(u) == name), -1)
        if found >= 0:
            pile.remove(found)
            if pile is s.enc_deck:
                s.rng.shuffle(s.enc_deck)
                s.say("The encounter deck is shuffled.", kind="shuffle")
            push_reveal(s, seat, found, from_deck=pile is s.enc_deck)
            return None
    frame["ok"] = False
    s.say(f"{name} cannot be found.", kind="reveal")
    return None


def _reveal_in_play(s: McState, seat: int, uid: int) -> None:
    """MC-FIND-03: engage, then resolve its revealing without its entering play."""
    u = s.units[uid]
    if u.engaged != seat:
        u.engaged = seat
        s.say(f"{s.tag(uid)} engages {s.player_name(seat)}.", kind="move", ids=s.ids(uid))
    fid = s.new_frame(
        seat,
        card=uid,
        from_deck=False,
        surge="Surge" in s.card(uid).keywords,
        cancel=False,
        peril=False,
        gone=True,  # it stays where it is when the revealing ends
        what=f"{s.card(uid).name} is revealed",
    )
    s.push(("reveal-start", fid), ("reveal-abilities", fid), ("reveal-end", fid))


@step("attach-found")
def run_attach_found(s: McState, st: Step) -> Decision | None:
    """ "Find <attachment> and attach it to <element>": the attachment goes onto the
    element the ability names; its own "attach to" text is not resolved (MC-ATTACH-05)."""
    from rulebound.games.marvel_champions.rules import enter_play

    frame = s.frames[st[1]]
    host = s.villain if st[3] == "villain" else int(frame.get(st[3], -1))
    found = -1
    for pile in (s.enc_discard, s.enc_deck):
        found = next((u for u in reversed(pile) if s.name(u) == st[2]), -1)
        if found >= 0:
            pile.remove(found)
            break
    if found < 0 or host < 0 or not s.units[host].in_play:
        frame["ok"] = False
        if found >= 0:
            s.enc_discard.append(found)  # it cannot stay out: discarded (MC-ATTACH-04)
        return None
    enter_play(s, found, -1, host=host)
    s.say(f"{s.name(found)} attaches to {s.tag(host)}.", kind="card-played", ids=s.ids(found, host))
    return None
