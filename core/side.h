#pragma once

#include <QString>

namespace adjutant::core {

struct Side
{
    QString id;
    QString name;
    QString army; // army list, free text

    bool operator==(const Side &) const = default;
};

} // namespace adjutant::core
