"""Changing into a form granted by a card with a Form keyword (MC-FORM-07, -08).

Such a form comes in addition to the identity's hero and alter-ego forms
(MC-FORM-07): the card entering play under a player's control changes that
identity into it without flipping the identity card. It is not the player's
once-per-round change of form (the turn's change stays available), but it is a form
change for card effects: "after you change form" abilities trigger (MC-FORM-08).
"""

from __future__ import annotations

from rulebound.games.marvel_champions.state import McState
from rulebound.games.marvel_champions.timing import trigger


def push_form_change(s: McState, seat: int, uid: int) -> None:
    """The player's identity changes into the form the card ``uid`` grants."""
    s.say(
        f"{s.player_name(seat)} changes into the form {s.name(uid)} grants.",
        kind="turn",
        ids=s.ids(uid, seat=seat),
    )
    if "changed-form" in s.game.trigger_index:
        fid = s.new_frame(seat, what=f"{s.player_name(seat)} changes form", granted=uid)
        s.push(("drop-frame", fid))
        trigger(s, "changed-form", fid, "response")
