// SPDX-License-Identifier: GPL-3.0-or-later
// Every test process starts as on a machine where Adjutant has never run, whoever runs it and
// wherever: its own empty home and XDG folders (settings, data, cache, state, runtime) and no
// system-wide settings, so nothing a user or an earlier run saved (window geometry, recent
// files, preferences, rule overrides) reaches a test; none of the environment that changes how
// Qt lays out and draws (style, desktop theme, scale factors, font DPI); the fonts of
// tests/fonts.conf only (the DejaVu family .ci/setup installs), so text measures the same on
// every machine; and a neutral locale. Linked into every test executable by adjutant_test()
// (tests/CMakeLists.txt), so a test run straight from the shell is as fresh as one run by
// ctest. It runs before main(), that is before Qt reads any of this; the folder goes when the
// process ends.
#include <cstdlib>
#include <filesystem>
#include <string>
#include <system_error>

#include <stdio.h>
#include <unistd.h>

namespace {

class FreshMachine
{
public:
    FreshMachine()
    {
        const char *tmp = std::getenv("TMPDIR");
        std::string pattern = std::string(tmp && *tmp ? tmp : "/tmp") + "/adjutant-test-XXXXXX";
        if (!mkdtemp(pattern.data())) {
            perror("tests/freshmachine.cpp: cannot make the test's home folder");
            std::exit(2);
        }
        mRoot = pattern; // mode 0700, as XDG_RUNTIME_DIR must be
        const auto folder = [this](const char *name) {
            const std::filesystem::path path = mRoot / name;
            std::filesystem::create_directory(path);
            return path.string();
        };
        setenv("HOME", folder("home").c_str(), 1);
        setenv("XDG_CONFIG_HOME", folder("config").c_str(), 1);
        setenv("XDG_DATA_HOME", folder("data").c_str(), 1);
        setenv("XDG_CACHE_HOME", folder("cache").c_str(), 1);
        setenv("XDG_STATE_HOME", folder("state").c_str(), 1);
        setenv("XDG_RUNTIME_DIR", mRoot.c_str(), 1);
        // QSettings also reads /etc/xdg/<organisation>/<application>.conf.
        setenv("XDG_CONFIG_DIRS", folder("system-config").c_str(), 1);
        setenv("FONTCONFIG_FILE", ADJUTANT_TEST_FONTS_CONF, 1);
        setenv("LC_ALL", "C.UTF-8", 1);
        for (const char *name :
             {"LANGUAGE", "QT_STYLE_OVERRIDE", "QT_QPA_PLATFORMTHEME", "QT_SCALE_FACTOR",
              "QT_SCREEN_SCALE_FACTORS", "QT_AUTO_SCREEN_SCALE_FACTOR", "QT_ENABLE_HIGHDPI_SCALING",
              "QT_SCALE_FACTOR_ROUNDING_POLICY", "QT_FONT_DPI", "QT_USE_PHYSICAL_DPI",
              "XDG_CURRENT_DESKTOP", "XDG_SESSION_DESKTOP", "DESKTOP_SESSION", "KDE_FULL_SESSION",
              "GNOME_DESKTOP_SESSION_ID", "ADJUTANT_RULE_OVERRIDES"})
            unsetenv(name);
        // The GUI tests need no display; ctest names the platform for them anyway.
        setenv("QT_QPA_PLATFORM", "offscreen", 0);
    }

    ~FreshMachine()
    {
        std::error_code ignored;
        std::filesystem::remove_all(mRoot, ignored);
    }

    FreshMachine(const FreshMachine &) = delete;
    FreshMachine &operator=(const FreshMachine &) = delete;

private:
    std::filesystem::path mRoot;
};

const FreshMachine machine;

} // namespace
