# The live tables in the centre and their cell delegates.
target_sources(atlaslab_ui PRIVATE
    tables/LiveTablesPanel.h tables/LiveTablesPanel.cpp
    tables/LabTableView.h tables/LabTableView.cpp
    tables/ColumnFitter.h tables/ColumnFitter.cpp
    tables/ChangeFlashDelegate.h tables/ChangeFlashDelegate.cpp
    tables/OutcomeDelegate.h tables/OutcomeDelegate.cpp
    tables/OutcomeColors.h tables/OutcomeColors.cpp
)
