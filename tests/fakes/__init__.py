"""Fake agent-tool commands (openclaw, claude, codex, crontab) that behave like the real ones
as FORMATS.md section 7 describes, for the install tests. Each is a small Python script;
``Machine`` puts wrappers for them in a bin folder that is the whole PATH of a temp HOME,
so no test ever reaches a real tool or the real HOME. Every call is logged to
``state/argv.log`` as one JSON line: ``{"t": time, "argv": [...], "ok": bool}``.
"""
