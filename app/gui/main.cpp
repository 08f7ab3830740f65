// SPDX-License-Identifier: GPL-3.0-or-later
// adjutant: the desktop app.
#include "app/gui/capture/capturemenu.h"
#include "app/gui/mainwindow.h"

#include <QApplication>
#include <QTextStream>

#include <cstring>

namespace {

constexpr const char *usage = "Usage: adjutant [--demo [RULESET] | FILE | --server SERVER [--battle BATTLE]]\n"
                              "                [--capture PHOTO | --watch FOLDER]\n"
                              "Adjutant: a companion for historical miniatures wargames.\n\n"
                              "  FILE       a battle file (.adjutant) to open\n"
                              "  --demo     open the Field of Glory Renaissance demo battle\n"
                              "  --demo RULESET\n"
                              "             open that rule set's demo battle (olddessauer or\n"
                              "             nieuport1600)\n"
                              "  --server SERVER\n"
                              "             a club server: service=NAME (pg_service.conf) or a\n"
                              "             postgresql:// URI; lists its battles to open\n"
                              "  --battle BATTLE\n"
                              "             with --server: play that club battle (name or id)\n"
                              "  --capture PHOTO\n"
                              "             find the bases in a photo of the table and show the\n"
                              "             moves to confirm (Table > Capture from Photo)\n"
                              "  --watch FOLDER\n"
                              "             capture each new photo saved into FOLDER\n"
                              "  --help     show this help\n"
                              "  --version  show the version\n";

// Options QApplication takes (-platform offscreen, -style fusion, ...); all but -reverse take a value.
bool isQtOption(const char *arg)
{
    for (const char *option : {"-platform", "-style", "-stylesheet", "-geometry", "-qwindowgeometry", "-display",
                               "-plugin", "-reverse"}) {
        if (!std::strcmp(arg, option))
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char **argv)
{
    // The command line is read before any window exists, so that --help, --version and a
    // mistyped argument answer on the terminal even where there is no display.
    bool demo = false;
    QString demoRuleset;
    const char *file = nullptr;
    const char *server = nullptr;
    const char *battle = nullptr;
    const char *photo = nullptr;
    const char *folder = nullptr;
    for (int i = 1; i < argc; ++i) {
        const char *arg = argv[i];
        if (!std::strcmp(arg, "--help") || !std::strcmp(arg, "-h")) {
            QTextStream(stdout) << usage;
            return 0;
        }
        if (!std::strcmp(arg, "--version") || !std::strcmp(arg, "-v")) {
            QTextStream(stdout) << "adjutant " << ADJUTANT_VERSION << '\n';
            return 0;
        }
        if (!std::strcmp(arg, "--demo")) {
            demo = true;
            // A rule set's id may follow: a word, not an option nor a battle file.
            if (i + 1 < argc && argv[i + 1][0] != '-' && !std::strchr(argv[i + 1], '.') &&
                !std::strchr(argv[i + 1], '/'))
                demoRuleset = QString::fromLocal8Bit(argv[++i]);
        } else if (!std::strcmp(arg, "--server") || !std::strcmp(arg, "--battle") ||
                   !std::strcmp(arg, "--capture") || !std::strcmp(arg, "--watch")) {
            if (i + 1 >= argc) {
                QTextStream(stderr) << "adjutant: " << arg << " needs a value\n\n" << usage;
                return 2;
            }
            const char *value = argv[++i];
            (arg[2] == 's' ? server : arg[2] == 'b' ? battle : arg[2] == 'c' ? photo : folder) = value;
        } else if (isQtOption(arg)) {
            i += std::strcmp(arg, "-reverse") ? 1 : 0; // QApplication reads these itself
        } else if (arg[0] == '-' && arg[1] != '\0') {
            QTextStream(stderr) << "adjutant: unknown option " << arg << "\n\n" << usage;
            return 2;
        } else if (file) {
            QTextStream(stderr) << "adjutant: give one battle file at most\n\n" << usage;
            return 2;
        } else {
            file = arg;
        }
    }
    if (battle && !server) {
        QTextStream(stderr) << "adjutant: --battle needs --server\n\n" << usage;
        return 2;
    }
    if (server && (demo || file)) {
        QTextStream(stderr) << "adjutant: give --server, --demo or a file, one of them\n\n" << usage;
        return 2;
    }
    if (demo && file) {
        QTextStream(stderr) << "adjutant: give --demo or a file, not both\n\n" << usage;
        return 2;
    }
    if ((photo || folder) && !(file || demo || battle)) {
        QTextStream(stderr) << "adjutant: " << (photo ? "--capture" : "--watch")
                            << " needs a battle to capture into (a file, --demo or --battle)\n\n" << usage;
        return 2;
    }

    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Adjutant"));
    QApplication::setOrganizationName(QStringLiteral("Adjutant"));
    QApplication::setApplicationVersion(QStringLiteral(ADJUTANT_VERSION));
    // The desktop entry's name (packaging/), by which the desktop finds the app's icon and name.
    QApplication::setDesktopFileName(QStringLiteral("io.github.adjutant.adjutant"));

    adjutant::app::MainWindow window;
    window.show();
    bool opened = true;
    if (demo)
        opened = window.openDemo({}, demoRuleset);
    else if (file)
        opened = window.openFile(QString::fromLocal8Bit(file));
    else if (server && battle)
        opened = window.openClub(QString::fromLocal8Bit(server), QString::fromLocal8Bit(battle));
    else if (server)
        window.openFromClub(QString::fromLocal8Bit(server));
    if (!opened)
        QTextStream(stderr) << "adjutant: " << window.lastError() << '\n';
    if (opened && photo)
        window.captureMenu()->capture({QString::fromLocal8Bit(photo)});
    if (opened && folder)
        window.captureMenu()->watch(QString::fromLocal8Bit(folder));
    return app.exec();
}
