"""The web player: ``rulebound serve``.

A FastAPI app (``app.py``) serves static pages (``static/``) and one WebSocket per
seat or spectator. The server is authoritative: a client sends only an action id
for its own seat's pending decision, and receives only ``view(seat)`` and the
events that seat may read (``frontend.py`` is the one place that talks to the
kernel's front-end API). Tables live in SQLite (``tables.py``), one row per
decision, so a killed server resumes every table at its last decision.

FastAPI and uvicorn are an optional extra (``pip install 'rulebound[web]'``);
importing this package does not need them.
"""
