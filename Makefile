# The two commands for a fresh machine are `make demo` and `make test` (which starts with `make lint`, the style
# check, and ends with `make docs`, the documentation); `make test-core` runs only the core, panel and renderer tests
# (a fast loop), `make bench` runs the benchmarks, `make fuzz`, `make sanitize` and `make soak` the robustness checks
# (CI runs short ones of each); `make install`, `make uninstall` and `make deb` ship what we build.
# Each installs the Debian packages it needs first (skipped when they are all present).

SWIFT ?= swift

# Debian packages, by what needs them.
PACKAGES_BUILD := libx11-dev libxext-dev libxi-dev pkg-config libfreetype-dev libfontconfig-dev fonts-dejavu-core \
	libpng-dev libdbus-1-dev lv2-dev libwayland-dev libxkbcommon-dev libdecor-0-dev
# The accessibility tests: a session bus (dbus-daemon's dbus-run-session), at-spi2-core's bus launcher and
# registry, pyatspi for Debian's /usr/bin/python3, and the Orca screen reader. The LV2 UI's tests: the plugin
# (lv2-examples), lv2info (lilv-utils), a real host and its JACK server (jalv, jackd2), XTEST for the C host's pointer
# (libxtst-dev). The Qt 6 example: qt6-base-dev, and qt6-qpa-plugins for its X11 (xcb) platform plugin. The Python
# binding's tests and Tk example: pytest and tkinter for /usr/bin/python3. The XInput2 tests: a real Xorg with the
# dummy video driver and its built-in inputtest input driver (scroll valuators and touch, which Xvfb's devices lack).
# The Wayland tests: sway headless and grim for its screenshots, wayland-scanner and wayland-protocols to check the
# committed protocol code.
PACKAGES_TEST := $(PACKAGES_BUILD) xvfb xdotool x11-apps x11-utils libgtk-4-dev valgrind suckless-tools libgtk-3-dev \
	dbus dbus-daemon at-spi2-core python3-pyatspi gir1.2-atspi-2.0 libxtst-dev lv2-examples lilv-utils jalv jackd2 \
	qt6-base-dev qt6-qpa-plugins python3-pytest python3-tk xserver-xorg-core xserver-xorg-video-dummy orca dpkg-dev \
	groff-base python3-venv python3-pip python3-setuptools python3-wheel python3-mypy \
	sway grim libwayland-bin wayland-protocols qt6-wayland weston libdecor-0-plugin-1-cairo
# `make deb`: dpkg-shlibdeps for the package's Depends.
PACKAGES_DEB := $(PACKAGES_BUILD) dpkg-dev
PACKAGES_BENCH := $(PACKAGES_BUILD) libcairo2-dev xvfb libxtst-dev xdotool dbus dbus-daemon at-spi2-core \
	python3-pyatspi gir1.2-atspi-2.0 valgrind binutils sway libwayland-bin wayland-protocols

# How long each fuzz target runs (`make fuzz`), and how long the demo is dragged (`make soak`), in seconds.
FUZZ_SECONDS ?= 300
# A fixed libFuzzer seed for `make fuzz` (empty: a new one each run).
FUZZ_SEED ?=
SOAK_SECONDS ?= 600

# Where `make install` puts what it installs, GNU's names, each overridable; DESTDIR goes before every path written
# (for staging a package) and never into a file. PYTHON_SITE empty: the folder Debian's python3 reads for PREFIX,
# lib/python3/dist-packages for /usr, lib/python3.N/dist-packages for any other prefix. See scripts/install.
PREFIX ?= /usr/local
LIBDIR ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig
LV2DIR ?= $(LIBDIR)/lv2
BINDIR ?= $(PREFIX)/bin
MANDIR ?= $(PREFIX)/share/man
PYTHON_SITE ?=
DESTDIR ?=
INSTALL_FOLDERS = PREFIX="$(PREFIX)" LIBDIR="$(LIBDIR)" INCLUDEDIR="$(INCLUDEDIR)" PKGCONFIGDIR="$(PKGCONFIGDIR)" \
	LV2DIR="$(LV2DIR)" BINDIR="$(BINDIR)" MANDIR="$(MANDIR)" PYTHON_SITE="$(PYTHON_SITE)" DESTDIR="$(DESTDIR)"

# Where `make deb` puts circularcontrol_<version>_<arch>.deb.
DEB_DIR ?= .build/deb

# The test targets `make test-core` builds and runs: no X server, no demo, no C.
CORE_TEST_TARGETS := CircularControlTests|CircularPanelTests|CircularRenderTests

# The Swift sources `make lint` checks against .swift-format (the two side packages without their .build folders).
LINT_PATHS := Package.swift Sources Demo Tests Benchmarks/Package.swift Benchmarks/Sources Fuzz/Package.swift Fuzz/Sources \
	Examples/swift-hello

.PHONY: deps-build deps-test deps-deb deps-bench build test test-core lint docs demo bench fuzz sanitize soak install \
	uninstall deb clean

deps-build:
	@scripts/ensure-packages $(PACKAGES_BUILD)

deps-test:
	@scripts/ensure-packages $(PACKAGES_TEST)

deps-deb:
	@scripts/ensure-packages $(PACKAGES_DEB)

deps-bench:
	@scripts/ensure-packages $(PACKAGES_BENCH)

build: deps-build
	$(SWIFT) build

# The tests keep what CircularRender keeps between runs (the label font's match and glyphs, the first frames' band
# maps) in a folder of their own, not in the user's cache: they render labels at many sizes, which would crowd the
# user's glyph file.
test: export XDG_CACHE_HOME = $(CURDIR)/.build/test-cache
test: deps-test lint
	Tests/ScriptTests/test-ensure-packages $(PACKAGES_TEST)
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	SWIFT=$(SWIFT) scripts/test-c-api
	SWIFT=$(SWIFT) scripts/test-swift-hello
	SWIFT=$(SWIFT) scripts/test-wayland
	SWIFT=$(SWIFT) Tests/ShippingTests/test-install
	SWIFT=$(SWIFT) Tests/ShippingTests/test-deb
	SWIFT=$(SWIFT) scripts/test-accessibility
	SWIFT=$(SWIFT) scripts/build-docs

# The DocC documentation of the Swift modules (swift-docc-plugin), warnings as errors, into .build/docs/<Module>.
docs: deps-build
	SWIFT=$(SWIFT) scripts/build-docs

# The style check: every Swift file formatted as .swift-format says, and its rules kept (`swift format format -i
# --recursive $(LINT_PATHS)` fixes most findings); and the header's version macros equal to VERSION.
lint:
	$(SWIFT) format lint --strict --recursive $(LINT_PATHS)
	@scripts/version >/dev/null

# The fast loop: builds the tests and runs those of the core, the panel and the renderer only.
test-core: deps-build
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --filter '$(CORE_TEST_TARGETS)'

# Builds in release and installs the C library (self-contained: the Swift runtime inside) with its header and .pc,
# the LV2 UI, the Python binding, and circular-demo with its manual page; `make uninstall` removes exactly those
# files again (and builds nothing).
install: deps-build
	SWIFT=$(SWIFT) $(INSTALL_FOLDERS) scripts/install

uninstall:
	$(INSTALL_FOLDERS) scripts/install --uninstall

# The Debian package of what `make install PREFIX=/usr` installs, in Debian's folders (scripts/build-deb); the last
# line printed is its path.
deb: deps-deb
	SWIFT=$(SWIFT) scripts/build-deb "$(DEB_DIR)"

# Builds circular-demo in release (scripts/build-release-demo: the Swift runtime linked in) and runs it (with no
# DISPLAY it says how to get one and exits non-zero).
demo: deps-build
	"$$(SWIFT=$(SWIFT) scripts/build-release-demo)"

bench: deps-bench
	SWIFT=$(SWIFT) scripts/run-benchmarks

# Every fuzz target for FUZZ_SECONDS from its seed corpus; ends with `figure fuzz_execs_<target> N` and
# `figure fuzz_crashes N` lines.
fuzz: deps-build
	SWIFT=$(SWIFT) FUZZ_SECONDS=$(FUZZ_SECONDS) FUZZ_SEED=$(FUZZ_SEED) scripts/fuzz

# The Swift tests under AddressSanitizer and UndefinedBehaviorSanitizer, the C API's tests and examples built with
# -fsanitize=address,undefined, and its thread tests under ThreadSanitizer.
sanitize: deps-test
	SWIFT=$(SWIFT) scripts/sanitize

# Drags the demo under Xvfb for SOAK_SECONDS with keys and wheel mixed in; ends with `figure soak_rss_growth_kib N`
# and `figure soak_crashes N`.
soak: deps-test
	SWIFT=$(SWIFT) SOAK_SECONDS=$(SOAK_SECONDS) scripts/soak

clean:
	rm -rf .build .build-* Benchmarks/.build Fuzz/.build
