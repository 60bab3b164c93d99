"""Playing cards and taking actions (``actions.py``) in detail. Found by the mutation
sample of ``actions.py`` (docs/mutation-samples/mut-swd.md)."""

from __future__ import annotations

from swd_helpers import (
    IT_BINDS,
    JEDI_ROBES,
    QUI_GON,
    STORMTROOPER,
    Side,
    has_option,
    position,
)


def test_an_opponents_it_binds_all_things_reduces_nothing_of_yours() -> None:
    """Jedi Robes cost 2; with 1 resource only a support of your own makes it playable."""
    for mine, playable in ((True, True), (False, False)):
        support = [IT_BINDS]
        s = position(
            Side(
                characters=[QUI_GON],
                supports=support if mine else [],
                hand=[JEDI_ROBES],
                resources=1,
            ),
            Side(characters=[STORMTROOPER], supports=[] if mine else support),
        )
        assert has_option(s, "play Jedi Robes") is playable, mine
