# Sourced by scripts that need a loopback HTTP server for a folder (benchmarks, valgrind runs).

# Serves $1 with python3 -m http.server on 127.0.0.1 and an ephemeral port; sets
# clew_server_pid and clew_server_port. The caller kills clew_server_pid when done.
clew_serve_directory() {
    local directory="$1"
    python3 -u -m http.server 0 --bind 127.0.0.1 --directory "$directory" >"$directory/server.log" 2>&1 &
    clew_server_pid=$!
    clew_server_port=""
    for _ in $(seq 1 100); do
        clew_server_port="$(sed -n 's/.*port \([0-9][0-9]*\).*/\1/p' "$directory/server.log" | head -n1)"
        [[ -n "$clew_server_port" ]] && return 0
        sleep 0.05
    done
    echo "error: the loopback server did not start:" >&2
    cat "$directory/server.log" >&2
    return 1
}
