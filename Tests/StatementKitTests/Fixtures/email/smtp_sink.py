#!/usr/bin/env python3
"""A minimal SMTP server on 127.0.0.1 for tests: no network beyond the loopback, no relay.

Prints the port it listens on (one line), accepts one client session, and writes what arrived as
JSON to OUTPUT-FILE: the envelope sender, the recipients and each message's data (dot-stuffing
undone, base64). Exits after the session, or after TIMEOUT seconds without one.

Usage: smtp_sink.py OUTPUT-FILE [TIMEOUT]
"""
import base64
import json
import socket
import sys


def main():
    output = sys.argv[1]
    timeout = float(sys.argv[2]) if len(sys.argv) > 2 else 30
    server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    server.settimeout(timeout)
    print(server.getsockname()[1], flush=True)
    connection, _ = server.accept()
    connection.settimeout(timeout)
    stream = connection.makefile("rb")

    def send(line):
        connection.sendall(line.encode("ascii") + b"\r\n")

    messages = []
    sender, recipients = None, []
    commands = []
    send("220 sink.test ESMTP test sink")
    while True:
        line = stream.readline()
        if not line:
            break
        command = line.rstrip(b"\r\n").decode("ascii", "replace")
        commands.append(command)
        verb = command.split(" ", 1)[0].upper()
        if verb == "EHLO":
            connection.sendall(b"250-sink.test\r\n250-8BITMIME\r\n250 SIZE 10000000\r\n")
        elif verb == "HELO":
            send("250 sink.test")
        elif verb == "MAIL":
            sender = command.split(":", 1)[1].strip().split(" ")[0].strip("<>")
            recipients = []
            send("250 OK")
        elif verb == "RCPT":
            recipients.append(command.split(":", 1)[1].strip().split(" ")[0].strip("<>"))
            send("250 OK")
        elif verb == "DATA":
            send("354 End data with <CR><LF>.<CR><LF>")
            data = bytearray()
            while True:
                l = stream.readline()
                if not l or l in (b".\r\n", b".\n"):
                    break
                if l.startswith(b".."):
                    l = l[1:]
                data += l
            messages.append({"from": sender, "to": recipients, "data": base64.b64encode(bytes(data)).decode("ascii")})
            send("250 OK queued")
        elif verb == "RSET":
            send("250 OK")
        elif verb == "NOOP":
            send("250 OK")
        elif verb == "QUIT":
            send("221 Bye")
            break
        else:
            send("502 Command not implemented")
    connection.close()
    server.close()
    with open(output, "w") as f:
        json.dump({"messages": messages, "commands": commands}, f)


main()
