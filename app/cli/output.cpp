// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/output.h"

#include <QFile>
#include <QJsonDocument>

namespace adjutant::cli {

void printOutput(QJsonObject json)
{
    json.insert(QStringLiteral("schemaVersion"), kSchemaVersion);
    QFile out;
    if (out.open(stdout, QIODevice::WriteOnly))
        out.write(QJsonDocument(json).toJson(QJsonDocument::Indented));
}

} // namespace adjutant::cli
