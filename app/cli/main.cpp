// adjutant-cli: every battle-file operation as JSON in, JSON out (docs/cli.md). QtCore only, but
// for `report`, which draws the table and the chart with the app's own views.
#include "app/cli/cli.h"

#include <QApplication>
#include <QCoreApplication>

#include <cstring>
#include <memory>

int main(int argc, char **argv)
{
    // The report's pictures need a QApplication; it draws off screen, so that the command works
    // without a display (over ssh, in a script, on a server) and never shows a window.
    const bool drawing = argc > 1 && std::strcmp(argv[1], "report") == 0;
    if (drawing)
        qputenv("QT_QPA_PLATFORM", "offscreen");
    const std::unique_ptr<QCoreApplication> app = drawing
                                                      ? std::make_unique<QApplication>(argc, argv)
                                                      : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("adjutant-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ADJUTANT_VERSION));
    return adjutant::cli::run(QCoreApplication::arguments());
}
