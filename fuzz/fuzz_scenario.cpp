// SPDX-License-Identifier: GPL-3.0-or-later
// A scenario file, as `adjutant-cli import` and the app's File > Import read it
// (core::ScenarioReader, then the rule set's checks), and written back as `export` writes it.

#include "fuzz/fuzzing.h"

#include "core/battle.h"
#include "core/error.h"
#include "core/scenarioreader.h"
#include "core/scenariowriter.h"
#include "rulesets/battlecheck.h"

#include <QJsonDocument>

using namespace adjutant;

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    fuzz::initialize(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString source = QStringLiteral("scenario.json");
    core::Battle battle;
    try {
        battle = core::ScenarioReader::readDocument(fuzz::bytes(data, size), source);
        rulesets::checkNewState(battle, source);
    } catch (const core::Error &) {
        return 0; // refused with a message: what bad input should get
    }
    // A battle read is one the program keeps and exports: the export must read back as it was.
    const QByteArray written = QJsonDocument(core::ScenarioWriter::write(battle)).toJson();
    try {
        const core::Battle again = core::ScenarioReader::readDocument(written, source);
        rulesets::checkNewState(again, source);
        if (QJsonDocument(core::ScenarioWriter::write(again)).toJson() != written)
            fuzz::fail(QStringLiteral("the exported scenario reads back as another battle"));
    } catch (const core::Error &error) {
        fuzz::fail(QStringLiteral("the exported scenario is refused: ") + error.message());
    }
    return 0;
}
