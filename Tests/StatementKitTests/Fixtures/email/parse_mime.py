#!/usr/bin/env python3
"""Parses an email with Python's own MIME parser (email, policy=default) and prints what a mail
reader would see, as JSON: the decoded headers, the structure, the plain and HTML bodies, the
attachments (base64), the parser's defects and facts about the raw lines.

Usage: parse_mime.py MESSAGE-FILE
"""
import base64
import email
import email.policy
import email.utils
import json
import sys


def structure(part):
    if part.is_multipart():
        return {"type": part.get_content_type(), "parts": [structure(p) for p in part.iter_parts()]}
    return {"type": part.get_content_type()}


def main():
    raw = open(sys.argv[1], "rb").read()
    msg = email.message_from_bytes(raw, policy=email.policy.default)
    defects = []
    for part in msg.walk():
        defects += [type(d).__name__ + ": " + str(d) for d in part.defects]
        for name in part.keys():
            header = part[name]
            defects += [name + ": " + type(d).__name__ for d in getattr(header, "defects", ())]
    headers = {name: str(msg[name]) for name in msg.keys()}
    addresses = {}
    for name in ("From", "To", "Cc", "Bcc"):
        if msg[name] is not None:
            addresses[name] = [[a.display_name, a.addr_spec] for a in msg[name].addresses]
    plain = msg.get_body(preferencelist=("plain",))
    html = msg.get_body(preferencelist=("html",))
    attachments = []
    for a in msg.iter_attachments():
        attachments.append({
            "filename": a.get_filename(),
            "type": a.get_content_type(),
            "language": a.get("Content-Language"),
            "encoding": a.get("Content-Transfer-Encoding"),
            "base64": base64.b64encode(a.get_payload(decode=True)).decode("ascii"),
        })
    lines = raw.split(b"\n")
    crlf = sum(1 for l in lines[:-1] if l.endswith(b"\r"))
    date = email.utils.parsedate_to_datetime(msg["Date"]) if msg["Date"] else None
    print(json.dumps({
        "headers": headers,
        "headerNames": list(msg.keys()),
        "addresses": addresses,
        "structure": structure(msg),
        "plain": plain.get_content() if plain is not None else None,
        "plainEncoding": plain.get("Content-Transfer-Encoding") if plain is not None else None,
        "plainLanguage": plain.get("Content-Language") if plain is not None else None,
        "html": html.get_content() if html is not None else None,
        "htmlEncoding": html.get("Content-Transfer-Encoding") if html is not None else None,
        "htmlEncodedSize": len(html.get_payload(decode=False).encode("ascii")) if html is not None else None,
        "plainEncodedSize": len(plain.get_payload(decode=False).encode("ascii")) if plain is not None else None,
        "attachments": attachments,
        "defects": defects,
        "longestLine": max(len(l.rstrip(b"\r")) for l in lines),
        "crlfLines": crlf,
        "lfOnlyLines": len(lines) - 1 - crlf,
        "endsWithNewline": raw.endswith(b"\n"),
        "date": date.isoformat() if date else None,
    }, ensure_ascii=False))


main()
