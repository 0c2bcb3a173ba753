#!/bin/sh
# Regenerates the test-only TLS fixtures in this folder (see README.md). Needs OpenSSL 3.
set -eu
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The CA: self-signed, 100 years. Its key is thrown away, so nothing else can ever be signed by it.
openssl req -x509 -new -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -sha256 -days 36500 \
    -keyout "$work/ca-key.pem" -out ca.pem -subj "/CN=Clew Test CA (test only)" \
    -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign,cRLSign"

# The server certificate for 127.0.0.1 and localhost, signed by the CA, 100 years.
openssl req -new -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -sha256 \
    -keyout server-key.pem -out "$work/server.csr" -subj "/CN=127.0.0.1"
cat > "$work/server.ext" <<'EXT'
basicConstraints=critical,CA:FALSE
keyUsage=critical,digitalSignature
extendedKeyUsage=serverAuth
subjectAltName=IP:127.0.0.1,DNS:localhost
subjectKeyIdentifier=hash
authorityKeyIdentifier=keyid
EXT
openssl x509 -req -in "$work/server.csr" -CA ca.pem -CAkey "$work/ca-key.pem" -CAcreateserial \
    -CAserial "$work/ca.srl" -days 36500 -sha256 -extfile "$work/server.ext" -out server.pem
chmod 644 ca.pem server.pem server-key.pem
