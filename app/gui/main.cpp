// adjutant: the desktop app.
#include "app/gui/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTextStream>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Adjutant"));
    QApplication::setOrganizationName(QStringLiteral("Adjutant"));
    QApplication::setApplicationVersion(QStringLiteral(ADJUTANT_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("adjutant"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Adjutant: a companion for historical miniatures wargames."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("A battle file (.adjutant) to open."),
                                 QStringLiteral("[FILE]"));
    const QCommandLineOption demo(QStringLiteral("demo"), QStringLiteral("Open the FoGR demo battle."));
    parser.addOption(demo);
    parser.process(app);
    if (parser.positionalArguments().size() > 1) {
        QTextStream(stderr) << "adjutant: give one battle file at most (see --help)\n";
        return 2;
    }

    adjutant::app::MainWindow window;
    window.show();
    bool opened = true;
    if (parser.isSet(demo))
        opened = window.openDemo();
    else if (!parser.positionalArguments().isEmpty())
        opened = window.openFile(parser.positionalArguments().first());
    if (!opened)
        QTextStream(stderr) << "adjutant: " << window.lastError() << '\n';
    return app.exec();
}
