// adjutant: the desktop app.
#include "app/gui/mainwindow.h"

#include <QApplication>
#include <QTextStream>

#include <cstring>

namespace {

constexpr const char *usage = "Usage: adjutant [--demo [RULESET] | FILE]\n"
                              "Adjutant: a companion for historical miniatures wargames.\n\n"
                              "  FILE       a battle file (.adjutant) to open\n"
                              "  --demo     open the Field of Glory Renaissance demo battle\n"
                              "  --demo RULESET\n"
                              "             open that rule set's demo battle (olddessauer)\n"
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
    if (demo && file) {
        QTextStream(stderr) << "adjutant: give --demo or a file, not both\n\n" << usage;
        return 2;
    }

    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Adjutant"));
    QApplication::setOrganizationName(QStringLiteral("Adjutant"));
    QApplication::setApplicationVersion(QStringLiteral(ADJUTANT_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("adjutant"));

    adjutant::app::MainWindow window;
    window.show();
    bool opened = true;
    if (demo)
        opened = window.openDemo({}, demoRuleset);
    else if (file)
        opened = window.openFile(QString::fromLocal8Bit(file));
    if (!opened)
        QTextStream(stderr) << "adjutant: " << window.lastError() << '\n';
    return app.exec();
}
