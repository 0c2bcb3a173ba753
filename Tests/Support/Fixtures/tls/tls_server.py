#!/usr/bin/env python3
"""A loopback HTTPS server for Clew's tests (test-only; started by TestTLSServer.swift).

Usage: tls_server.py --cert server.pem --key server-key.pem [--routes FILE] [--directory DIR]

Reads the routes from the JSON file, {"routes": {"/path": {"status": 200, "headers": {...},
"body": "<base64>", "contentLength": 123 or null, "delay": 0.0}}}, binds 127.0.0.1 on an
ephemeral port and prints "port <n>" (the file may be deleted from then on). Then prints
"request <METHOD> <path>" for each request. Paths not in the routes are served from --directory
when given, otherwise answered 404. Exits as soon as stdin reaches end of file (nothing is ever
written to it), so it never outlives the test process.
"""

import argparse
import base64
import json
import os
import ssl
import sys
import threading
import time
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

print_lock = threading.Lock()


def say(line):
    with print_lock:
        print(line, flush=True)


class TLSServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, context, routes, directory):
        self.context = context
        self.routes = routes
        self.directory = directory
        super().__init__(("127.0.0.1", 0), Handler)

    def finish_request(self, request, client_address):
        # The handshake runs here, on the connection's own thread, so a client that stalls or
        # rejects the certificate holds up nobody else.
        request.settimeout(30)
        try:
            tls = self.context.wrap_socket(request, server_side=True)
        except (ssl.SSLError, OSError):
            return
        try:
            self.RequestHandlerClass(tls, client_address, self)
        finally:
            tls.close()

    def handle_error(self, request, client_address):
        pass  # clients that hang up are part of the tests


class Handler(SimpleHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def __init__(self, request, client_address, server):
        super().__init__(request, client_address, server, directory=server.directory or os.devnull)

    def do_GET(self):
        self.respond(lambda: super(Handler, self).do_GET())

    def do_HEAD(self):
        self.respond(lambda: super(Handler, self).do_HEAD())

    def respond(self, from_directory):
        path = self.path.split("?", 1)[0]
        say(f"request {self.command} {path}")
        route = self.server.routes.get(path)
        if route is None:
            if self.server.directory:
                from_directory()
            else:
                self.send_error(404)
            return
        time.sleep(route.get("delay", 0))
        body = base64.b64decode(route.get("body", ""))
        length = route.get("contentLength")
        self.send_response(route.get("status", 200))
        for name, value in route.get("headers", {}).items():
            self.send_header(name, value)
        if length is None or length != len(body):
            # No length, or a false one: the body ends when the connection does.
            self.close_connection = True
            self.send_header("Connection", "close")
        if length is not None:
            self.send_header("Content-Length", str(length))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def log_message(self, format, *args):
        pass


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cert", required=True)
    parser.add_argument("--key", required=True)
    parser.add_argument("--routes")
    parser.add_argument("--directory")
    args = parser.parse_args()

    config = {}
    if args.routes:
        with open(args.routes, encoding="utf-8") as file:
            config = json.load(file)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(args.cert, args.key)
    server = TLSServer(context, config.get("routes", {}), args.directory)
    say(f"port {server.server_address[1]}")

    def exit_at_end_of_stdin():
        sys.stdin.read()
        os._exit(0)

    threading.Thread(target=exit_at_end_of_stdin, daemon=True).start()
    server.serve_forever(poll_interval=0.05)


if __name__ == "__main__":
    main()
