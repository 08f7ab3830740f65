// SPDX-License-Identifier: GPL-3.0-or-later
// adjutant-cli: every battle-file operation as JSON in, JSON out (docs/cli.md). QtCore and QtSql
// only: the commands that draw or read photos are the drawing program's (app/cli/cli.h, Drawing),
// run in this process's place with the same arguments.
#include "app/cli/cli.h"

#include <QCoreApplication>

int main(int argc, char **argv)
{
    if (argc > 1 && adjutant::cli::drawingCommand(argv[1]))
        return adjutant::cli::runDrawingProgram(argv);
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("adjutant-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ADJUTANT_VERSION));
    return adjutant::cli::run(QCoreApplication::arguments());
}
