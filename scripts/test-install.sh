#!/usr/bin/env bash
# `make install` into a temporary prefix, then what a user of the installed files would see: the
# binary runs, `man -l` renders the generated page with every subcommand, bash loads the completion
# and completes subcommands and flags with it, zsh and fish scripts are written (and parse, where
# those shells are installed). CONFIG=debug reuses the build `make test` made (CONFIG=release to
# check the release build). Ends with "N passed, N failed"; exits 1 on any failure.
set -u
cd "$(dirname "$0")/.."
config=${CONFIG:-debug}
prefix=$(mktemp -d /tmp/swiftnet-install.XXXXXX)
trap 'rm -rf "$prefix"' EXIT
passed=0
failed=0

check() {   # check NAME COMMAND...: one line per check
    local name=$1
    shift
    if "$@" >/dev/null 2>&1; then
        passed=$((passed + 1)); echo "ok   $name"
    else
        failed=$((failed + 1)); echo "FAIL $name"
    fi
}

if ! make --no-print-directory install PREFIX="$prefix" CONFIG="$config" >"$prefix.log" 2>&1; then
    cat "$prefix.log"; rm -f "$prefix.log"
    echo "0 passed, 1 failed"
    exit 1
fi
rm -f "$prefix.log"

binary=$prefix/bin/swiftnet
page=$prefix/share/man/man1/swiftnet.1
bash_completion=$prefix/share/bash-completion/completions/swiftnet

check "binary installed and runs --version" bash -c "'$binary' --version | grep -q '^swiftnet version '"
check "man page installed" test -s "$page"
# man -l formats the page as a user reads it; each subcommand must have its section.
rendered=$(MANWIDTH=100 man -l "$page" 2>/dev/null | col -b)
check "man -l renders NAME and SYNOPSIS" bash -c "grep -q '^NAME' <<<\"\$1\" && grep -q '^SYNOPSIS' <<<\"\$1\"" _ "$rendered"
for command in decode capture ping udp tcp scan; do
    check "man page documents '$command'" bash -c "grep -Eq '^ +$command( +[A-Z]|$)' <<<\"\$1\"" _ "$rendered"
done
check "man page shows hping3's -w for tcp" bash -c "grep -q -- '--win' <<<\"\$1\"" _ "$rendered"
check "man renders without groff warnings" bash -c "! MANWIDTH=100 man --warnings -l '$page' 2>&1 >/dev/null | grep -q ."

# Load the completion as bash-completion would, then ask it what follows `swiftnet ` and
# `swiftnet capture --time-stamp-p`.
complete_words() {
    bash -c '
        [ -f /usr/share/bash-completion/bash_completion ] && source /usr/share/bash-completion/bash_completion
        source "$1"; shift
        complete -p swiftnet >/dev/null || exit 1
        function=$(complete -p swiftnet | sed -n "s/.*-F \([^ ]*\).*/\1/p")
        COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1))
        COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
        "$function" swiftnet "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
        printf "%s\n" "${COMPREPLY[@]}"
    ' _ "$bash_completion" "$@"
}
PATH="$prefix/bin:$PATH"
export PATH
check "bash loads the completion" bash -c "source '$bash_completion' && complete -p swiftnet"
subcommands=$(complete_words swiftnet "")
check "bash completes the subcommands" bash -c "for c in decode capture ping udp tcp scan; do grep -qx \"\$c\" <<<\"\$1\" || exit 1; done" _ "$subcommands"
flags=$(complete_words swiftnet tcp --wi)
check "bash completes tcp --wi to --win" bash -c "grep -qx -- --win <<<\"\$1\"" _ "$flags"

check "zsh completion written" test -s "$prefix/share/zsh/site-functions/_swiftnet"
check "fish completion written" test -s "$prefix/share/fish/vendor_completions.d/swiftnet.fish"
if command -v zsh >/dev/null; then check "zsh parses its completion" zsh -n "$prefix/share/zsh/site-functions/_swiftnet"; fi
if command -v fish >/dev/null; then check "fish parses its completion" fish -n "$prefix/share/fish/vendor_completions.d/swiftnet.fish"; fi

check "make uninstall removes every file" bash -c "make --no-print-directory uninstall PREFIX='$prefix' >/dev/null && ! find '$prefix' -type f | grep -q ."

echo "install: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
