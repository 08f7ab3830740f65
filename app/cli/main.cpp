// adjutant-cli: every battle-file operation as JSON in, JSON out (docs/cli.md). QtCore only.
#include "app/cli/cli.h"

#include <QCoreApplication>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("adjutant-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ADJUTANT_VERSION));
    return adjutant::cli::run(QCoreApplication::arguments());
}
